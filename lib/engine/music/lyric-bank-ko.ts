import type { Chorus, Couplet, LyricBank, Tone } from './lyric-bank';

/**
 * The Korean lines, for descriptions written in Korean ("비에 관한 슬픈 노래"). A Hangul block is
 * a syllable, sung by eSpeak's Korean voice; a line is five to twelve of them. A couplet, and a
 * chorus's second and fourth lines, end on the same vowel as it is heard ("해" with "네", "봐"
 * with "가": the glide and the old ㅐ/ㅔ difference set aside). Choruses call to the topic in the
 * vocative, "야" after a vowel and "아" after a consonant ("비야", "여름밤아").
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['아침 햇살이 창가에 비치네', '온 동네가 함께 노래하네'],
    ['손을 잡고 멀리 떠나자', '파란 하늘 저 끝까지 가자'],
    ['크게 노래 불러 봐', '온 세상이 듣게 해 봐'],
    ['친구들 모두 여기 있어', '밤하늘 별도 춤을 추고 있어'],
    ['바람이 나뭇잎을 흔들고', '내 마음도 두근두근 춤추고'],
    ['꽃길을 따라 걸어가', '내일로 가는 꿈을 안고 가'],
    ['너를 위해 노래를 써', '새로운 말로 그려 내고 싶어'],
    ['여름이 왔어 바다로 가자', '파도 소리에 함께 웃자'],
    ['오늘은 모두 축제의 날', '알록달록 풍선이 하늘로 날아'],
    ['봄 햇살이 우리를 불러', '벚꽃 아래에서 기다려'],
  ],
  dark: [
    ['매일 밤 너를 찾아 헤매', '눈을 뜨면 또 혼자인데'],
    ['웃음소리는 사라졌어', '긴 밤 혼자 울었어'],
    ['낡은 편지를 다시 읽어', '네가 없는 날들이 이어져'],
    ['창문을 두드리는 빗소리', '너의 이름을 부르는 목소리'],
    ['어두운 밤길을 혼자 걸어가', '돌아갈 곳조차 보이지 않아'],
    ['시계 소리만 울리고', '빛바랜 사진을 안고'],
    ['차가운 바람이 창을 때려', '별도 없는 밤이 길어져'],
    ['촛불이 흔들리다 꺼졌어', '남은 건 고요함뿐이었어'],
    ['노래를 들으면 네가 생각나', '눈물이 조용히 흘러가'],
    ['희미한 불빛 속 너의 그림자', '돌아갈 수 없는 그날로 가'],
  ],
  calm: [
    ['천천히 강을 따라 흘러가', '나뭇잎처럼 떠내려가'],
    ['부드러운 파도가 잠들고', '갈매기는 하늘을 돌고'],
    ['눈을 감으면 시간이 멈춰', '흐름에 몸을 맡겨'],
    ['해가 지고 구름이 흘러', '지붕 위로 별빛이 번져'],
    ['너와 함께하는 조용한 밤', '창밖엔 도시가 잠들어 가'],
    ['바람의 노래에 귀 기울여', '꿈이 살며시 찾아와 머물러'],
    ['고요한 아침의 따스함', '이대로 계속되면 좋겠다'],
    ['숲 속의 나무들도 잠들고', '노을이 살며시 저물고'],
    ['흐르는 강물을 바라봐', '바람도 살랑살랑 노래하나 봐'],
    ['풀벌레 소리 들으며', '포근한 밤에 스르르 잠들어'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['{v}, 다시 한 번 비춰 줘', '목소리 높여 불러 줘', '{v}, 멈추지 마', '이 순간을 꼭 안아 줘'],
    ['{v}, 더 높이 데려가 줘', '이 손을 놓지 말아 줘', '{v}, 밤을 불태워', '아침까지 춤을 춰'],
    ['{v}, 빛나고 있어', '태양처럼 뜨겁게 타올라', '{v}, 우린 자유야', '모든 마음이 하나로 날아'],
  ],
  dark: [
    ['{v}, 어디로 갔어', '끝없는 밤으로 떨어져', '{v}, 이제 놓아 줘', '희미한 빛만 남아 있어'],
    ['{v}, 잊을 수 없어', '한 번만 내 이름 불러 줘', '{v}, 강물이 흘러가', '눈물도 추억도 가져가 줘'],
    ['{v}, 이제 끝났어', '빗소리만 남았어', '{v}, 말해 줘', '어떻게 다시 웃을 수 있어'],
  ],
  calm: [
    ['{v}, 곁에 있어 줘', '조금만 더 이대로 있어', '{v}, 웃어 줘', '햇살처럼 포근하게 안아 줘'],
    ['{v}, 우린 여기 있어', '숨을 쉬어 천천히', '{v}, 먼 별처럼', '부드럽게 살며시'],
    ['{v}, 서두르지 마', '노을이 조용히 내려와', '{v}, 나와 함께 숨 쉬어', '밤이 우릴 꿈으로 데려가'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['다 같이 손을 들고 노래해', '친구들과 함께라면 행복해'],
    ['더 높이 지붕 너머까지', '걱정일랑 날려 버리지'],
    ['넘어져도 웃으며 일어나', '인생은 끝없는 노래야'],
  ],
  dark: [
    ['눈을 감을 때마다', '눈물이 흘러내려와'],
    ['어쩌면 모두 꿈이었나 봐', '그런데도 아픔은 그대로야'],
    ['어둠 속에서 너를 불러', '대답 없이 바람만 불어'],
  ],
  calm: [
    ['숨을 들이쉬고 내쉬어', '골짜기엔 물이 흘러'],
    ['바람아 걱정을 데려가', '조용한 마을로 날아가'],
    ['여기는 따뜻하고 고요해', '숲도 들판도 잠들었네'],
  ],
};

const HANGUL_SYLLABLES = 0xac00;

/** The topic called to: "비야", "여름밤아" (a Hangul syllable that ends in a consonant takes "아"); another script as written. */
export function koreanVocative(topic: string): string {
  const last = topic.codePointAt(topic.length - 1) ?? 0;
  if (last < HANGUL_SYLLABLES || last > 0xd7a3) return topic;
  return `${topic}${(last - HANGUL_SYLLABLES) % 28 === 0 ? '야' : '아'}`;
}

export const KOREAN_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ['햇살', '여름', '자유', '봄날'],
    dark: ['비', '밤', '추억', '가을'],
    calm: ['바다', '강물', '별빛', '노을'],
  },
  call: koreanVocative,
};
