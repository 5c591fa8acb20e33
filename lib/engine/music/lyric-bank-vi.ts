import type { Chorus, Couplet, LyricBank, Tone } from './lyric-bank';
import { raiseFirst } from './text';

/**
 * The Vietnamese lines, for descriptions written in Vietnamese ("Một bài hát buồn về mưa"). A
 * written word is a syllable; a line is six to nine of them. A couplet, and a chorus's second
 * and fourth lines, rhyme as Vietnamese verse does: their last syllables share the rhyme (the
 * vowel and what closes it, the first consonants set aside: "nơi" with "trời", "quê" with "về")
 * and the tone's class, level (none, or the grave) or sharp (the others). Choruses call to
 * the topic as Vietnamese does, the topic first: "Mưa ơi, …". The singer is "ta", neither
 * "anh" nor "em", whose singer is a man or a woman.
 */

const VERSES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Nắng mai vàng trải khắp muôn nơi', 'Ta hát vang lên giữa đất trời'],
    ['Tay trong tay ta bước trên đường', 'Gió mang theo bao nỗi yêu thương'],
    ['Chim hót vang trên những cành cao', 'Lòng ta vui như sóng dạt dào'],
    ['Hát cho {t} bài ca tuyệt vời', 'Tiếng cười vang rộn rã khắp nơi'],
    ['Bạn bè ta quây quần đêm nay', 'Cùng nhau hát, tay nắm chặt tay'],
    ['Gió xuân về trên khắp nẻo đường', 'Hoa đua nở ngát hương phố phường'],
    ['Mùa hè sang, biển xanh sóng vỗ', 'Ta chạy trên cát trắng nắng đổ'],
    ['Mang {t} theo suốt chặng đường xa', 'Trái tim ta hát khúc hoan ca'],
    ['Bình minh lên rực rỡ sắc hồng', 'Ta thả diều bay trên cánh đồng'],
    ['Những ước mơ như cánh chim bay', 'Ngày vui ơi, hãy ở lại nơi này'],
  ],
  dark: [
    ['Mỗi đêm ta mơ thấy {t} về', 'Tỉnh giấc rồi chỉ thấy tái tê'],
    ['Tiếng cười xưa giờ đã xa rồi', 'Đêm dài trôi, ta vẫn đơn côi'],
    ['Cầm lá thư ai viết năm nào', 'Từng dòng chữ nhòe lệ xanh xao'],
    ['Mưa ngoài hiên rơi mãi không ngừng', 'Lòng ta đau, nước mắt rưng rưng'],
    ['Phố vắng tanh, cánh cửa khép hờ', 'Trong bóng tối ta mãi đợi chờ'],
    ['Căn phòng vắng chỉ còn nỗi đau', 'Tấm ảnh xưa đã bạc phai màu'],
    ['Gió lạnh lùng gõ cửa sổ đêm', 'Không một vì sao sáng bên thềm'],
    ['Ngọn nến tàn, nỗi nhớ trong tim', 'Bao yêu thương giờ đã lặng chìm'],
    ['Kim đồng hồ cứ mãi xoay vòng', 'Chẳng khúc ca nào xoa dịu lòng'],
    ['Dưới ánh đèn mờ ta tìm dấu chân', 'Bao năm qua vẫn đứng tần ngần'],
  ],
  calm: [
    ['Lênh đênh trôi trên mặt hồ êm', 'Ý nghĩ bay như lá bên thềm'],
    ['Sóng vỗ nhẹ trên bãi cát vàng', 'Cánh hải âu bay lượn nhẹ nhàng'],
    ['Nhắm mắt lại, thời gian ngừng trôi', 'Dòng sông đưa ta về xa xôi'],
    ['Chiều buông dần, mây trắng lững lờ', 'Trên mái nhà sao sáng như mơ'],
    ['Ta bên {t} với chén trà nồng', 'Phố ngoài kia ngủ giữa mênh mông'],
    ['Nghe gió khẽ hát giữa cỏ cây', 'Giấc mơ êm nhẹ đến nơi đây'],
    ['Buổi sáng yên, ly cà phê thơm', 'Hương quê nhà như nắng như rơm'],
    ['Rừng chiều nay tĩnh lặng vô cùng', 'Chim về tổ, nắng nhạt mông lung'],
    ['Nhìn dòng sông lặng lẽ trôi xa', 'Bao muộn phiền như gió bay qua'],
    ['Tiếng dế ca, ta dần thiếp đi', 'Đêm bình yên, chẳng buồn lo chi'],
  ],
};

const CHORUSES: Record<Tone, readonly Chorus[]> = {
  bright: [
    ['{v}, hãy sáng lên lần nữa', 'Hát thật to, ta hát cùng nhau', '{v}, đừng bao giờ dừng lại', 'Niềm vui này mãi mãi về sau'],
    ['{v}, đưa ta bay thật cao', 'Ôm ta thật chặt, nghe tim dạt dào', '{v}, thắp sáng đêm nay', 'Ta cùng nhảy múa giữa trời sao'],
    ['{v}, chiếu sáng cho ta', 'Ta rực rỡ như ánh mặt trời', '{v}, ta được tự do', 'Mỗi trái tim đều bay khắp nơi'],
  ],
  dark: [
    ['{v}, giờ người ở đâu', 'Ta chìm trong đêm tối thật sâu', '{v}, hãy để ta đi', 'Chỉ còn lại những nỗi u sầu'],
    ['{v}, ta chẳng thể quên', 'Hãy gọi thêm một lần tên ta', '{v}, sông đã cuốn trôi', 'Nước mắt ta và bóng người xa'],
    ['{v}, mọi thứ đã qua rồi', 'Chỉ còn tiếng mưa rơi vọng về', '{v}, hãy nói cho ta', 'Làm sao để thôi hết tái tê'],
  ],
  calm: [
    ['{v}, ở lại thêm chút nữa', 'Để thời gian chầm chậm trôi qua', '{v}, thêm một nụ cười', 'Như nắng hè ấm áp bao la'],
    ['{v}, ta ở đây rồi', 'Hít thở sâu, ta cứ thong dong', '{v}, như ánh sao xa', 'Dịu dàng soi sáng trong lòng'],
    ['{v}, đừng vội vàng chi', 'Màn đêm buông chầm chậm nhẹ nhàng', '{v}, thở cùng với ta', 'Đưa ta vào giấc mộng mơ màng'],
  ],
};

const BRIDGES: Record<Tone, readonly Couplet[]> = {
  bright: [
    ['Giơ tay lên, ta cùng hát vang', 'Bạn bè ơi, cùng hát rộn ràng'],
    ['Cao hơn nữa, vượt qua mái nhà', 'Để muộn phiền theo gió bay xa'],
    ['Dù vấp ngã, ta vẫn cứ cười', 'Hát vang lên giữa tuổi đôi mươi'],
  ],
  dark: [
    ['Mỗi khi ta nhắm mắt đêm nay', 'Lệ tuôn rơi ướt đẫm bàn tay'],
    ['Có lẽ tất cả chỉ là mơ', 'Mà sao tim vẫn đau đến giờ'],
    ['Giữa bóng tối ta gọi tên ai', 'Chỉ có gió khóc suốt đêm dài'],
  ],
  calm: [
    ['Hít vào, thở ra, rồi sẽ qua', 'Trong thung lũng suối hát ngân nga'],
    ['Để gió cuốn muộn phiền bay đi', 'Về đảo xa yên ả thầm thì'],
    ['Nơi đây ấm áp và bình yên', 'Rừng và đồng lúa ngủ triền miên'],
  ],
};

/** The topic called to, first in its line, as Vietnamese calls: "Mưa ơi", "Mùa đông ơi". */
function vietnameseCall(topic: string): string {
  return `${raiseFirst(topic)} ơi`;
}

export const VIETNAMESE_BANK: LyricBank = {
  verses: VERSES,
  choruses: CHORUSES,
  bridges: BRIDGES,
  topics: {
    bright: ['nắng', 'mùa hè', 'tự do', 'mùa xuân'],
    dark: ['mưa', 'đêm', 'kỷ niệm', 'mùa thu'],
    calm: ['biển', 'dòng sông', 'trời sao', 'hoàng hôn'],
  },
  call: vietnameseCall,
};
