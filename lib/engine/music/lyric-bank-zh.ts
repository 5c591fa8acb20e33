import { inTraditional } from './chinese-script';
import { bankLines, mapBankLines, type Chorus, type Couplet, type LyricBank, type Tone } from './lyric-bank';

/**
 * The Chinese lines (simplified), for descriptions written in Chinese ("一首关于雨的悲伤歌曲").
 * A character is a syllable, sung by eSpeak's pinyin voice, which reads the characters; a line
 * is five to twelve of them, in two phrases. A couplet, and a chorus's second and fourth lines,
 * rhyme as Chinese lyrics do: their last characters' finals, the glide before the vowel set
 * aside ("天" tiān with "见" jiàn, "光" guāng with "上" shàng). Choruses call to the topic with
 * "啊" ("雨啊，…"). A description in traditional characters gets the same lines in them
 * (chineseTraditionalBank).
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['清晨的阳光 洒在窗上', '整条街道 都在歌唱'],
    ['我们手牵手 走向远方', '蓝蓝的天空 充满希望'],
    ['大声唱出来 让世界听见', '快乐的心 飞上蓝天'],
    ['朋友们今晚 都在身边', '数着星星 直到明天'],
    ['微风吹过 树梢轻摇', '心里的快乐 在奔跑'],
    ['沿着小路 穿过田野', '花开的季节 飞舞着蝴蝶'],
    ['为你写下 新的诗句', '整个世界 都在一起'],
    ['夏天来了 花儿盛开', '海边的风 吹走了无奈'],
    ['气球飞向 高高的天空', '今天是节日 欢乐无穷'],
    ['春天的花 开满山坡', '我们一起 唱一首歌'],
  ],
  dark: [
    ['每个夜里 我都梦见你', '醒来只剩下 沉默和雨'],
    ['曾经的笑声 如今已不在', '漫长的黑夜 没有人来'],
    ['手里握着 那封旧信', '字里行间 都是伤心'],
    ['窗外的雨 落在心里', '漫漫长夜 我无处可去'],
    ['空荡的街道 熟悉的门', '在黑暗里 寻找一个人'],
    ['空空的房间 钟声在响', '照片褪色 挂在墙上'],
    ['冷风敲打 我的窗户', '星星不见 只剩孤独'],
    ['蜡烛快要 燃到尽头', '心里只剩 无尽的愁'],
    ['墙上的钟 走个不停', '没有哪首歌 能让我平静'],
    ['昏暗的灯光下 寻你的脚步', '等了多少年 还在原路'],
  ],
  calm: [
    ['慢慢漂流在 平静的水面', '思绪像落叶 飘向天边'],
    ['柔和的海浪 在沙滩上睡', '海鸥在天空 自在地飞'],
    ['闭上眼睛 时间停下', '河水带着我们 流向天涯'],
    ['天色渐暗 云朵飘过', '屋顶上 星光闪烁'],
    ['你和我 还有温暖的茶', '窗外的城市 渐渐睡下'],
    ['听那微风 在草丛里轻唱', '梦境悄悄 来到身旁'],
    ['安静的早晨 一杯咖啡', '愿这时光 慢慢地陪'],
    ['森林里一切 都已沉静', '夕阳落下 鸟儿不再鸣'],
    ['看着河水 慢慢流走', '什么烦恼 都不再有'],
    ['蟋蟀在唱歌 我慢慢入眠', '宁静的夜晚 没有伤感'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['{v}啊，再一次照亮我', '大声唱 一起唱', '{v}啊，永远不要停', '这就是我们的歌唱'],
    ['{v}啊，带我飞得更高', '紧紧抱住我 感受心跳', '{v}啊，点燃这个夜晚', '我们在空中 舞蹈'],
    ['{v}啊，照耀着我', '我们像太阳 一样闪亮', '{v}啊，我们自由', '每一颗心 都在飞翔'],
  ],
  dark: [
    ['{v}啊，你去了哪里', '我坠入无尽的黑夜', '{v}啊，放我走吧', '只剩下破碎的一切'],
    ['{v}啊，我忘不了你', '再叫一次我的名', '{v}啊，河水带走了', '我的泪和你的影'],
    ['{v}啊，一切都结束了', '只剩下雨声回荡', '{v}啊，告诉我', '要怎样 才能不再悲伤'],
  ],
  calm: [
    ['{v}啊，多留一会儿', '让时光 慢慢流淌', '{v}啊，再一个微笑', '像夏日 温柔的阳光'],
    ['{v}啊，我们在这里', '深呼吸 慢慢来', '{v}啊，像远方的星', '温柔地 把光洒开'],
    ['{v}啊，不要着急', '夜色 慢慢变浓', '{v}啊，和我一起呼吸', '带我们 走进梦中'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['举起双手 大家一起唱', '朋友们 都在身旁'],
    ['更高更高 越过屋顶', '让烦恼 随风飘零'],
    ['就算跌倒 我们也笑', '人生像一首歌 唱到老'],
  ],
  dark: [
    ['每当我 闭上双眼', '泪水就 流过脸'],
    ['也许一切 只是一场梦', '可是痛 还在心中'],
    ['我在黑暗中 呼唤你', '只有风 在哭泣'],
  ],
  calm: [
    ['吸气呼气 一切都会过去', '山谷里 流水轻语'],
    ['让风带走 所有烦恼', '飞向安静的 小岛'],
    ['这里温暖 又安宁', '森林和田野 都很安静'],
  ],
};

export const CHINESE_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ['阳光', '夏天', '自由', '春天'],
    dark: ['雨', '夜', '回忆', '秋天'],
    calm: ['大海', '河流', '星空', '黄昏'],
  },
  call: (topic) => topic,
};

/**
 * The same lines in traditional characters (Taiwan's forms), for a description written in them;
 * sung from the simplified lines, which eSpeak reads better ("盡" it reads jǐn, "尽" jìn). Made
 * the first time one is asked for: converting needs OpenCC's tables (chinese-script.ts).
 */
let traditional: LyricBank | undefined;
export function chineseTraditionalBank(): LyricBank {
  if (traditional) return traditional;
  const lines = mapBankLines(CHINESE_BANK, inTraditional);
  const simplified = bankLines(CHINESE_BANK);
  // Each line as shown in traditional characters, and the simplified one it is sung from.
  const sungByShown = new Map(bankLines(lines).map((line, at) => [line, simplified[at]!]));
  traditional = {
    ...CHINESE_BANK,
    ...lines,
    topics: { bright: CHINESE_BANK.topics.bright.map(inTraditional), dark: CHINESE_BANK.topics.dark.map(inTraditional), calm: CHINESE_BANK.topics.calm.map(inTraditional) },
    sing: (line) => sungByShown.get(line) ?? line,
  };
  return traditional;
}
