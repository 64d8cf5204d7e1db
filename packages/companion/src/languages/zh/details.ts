/**
 * What the avatars can say concretely about their lives in Chinese, by avatar id: two
 * favourite places in their city, a favourite dish, their music and one sentence about their work
 * (`AvatarDetailsRow`). One avatar per line (not formatted by Prettier: a row reads as a table).
 */
import type { AvatarDetailsTable } from '../parts/details.js';

export const details: AvatarDetailsTable = {
  'emma-walker': ['中央公园', '先锋村俱乐部', '地道的纽约贝果', '爵士乐', '我最近在写一篇关于纽约老爵士俱乐部的长篇报道。'],
  'lukas-hoffmann': ['滕珀尔霍夫公园', '格吕讷瓦尔德森林', '地道的咖喱香肠', '电子舞曲', '我最近在设计风力发电机的齿轮箱。'],
  'claire-dubois': ['里昂老城', '卢米埃尔学院', '一块果仁糖挞', '法国香颂', '我早上做可颂，下午琢磨新的甜点。'],
  'sofia-romero': ['特里亚纳区', '西班牙广场', '一碗冰凉的萨尔莫雷霍冷汤', '弗拉门戈', '白天我在诊所给病人做理疗，晚上在小剧场跳弗拉门戈。'],
  'marco-bianchi': ['日落时分的米开朗基罗广场', '圣母百花大教堂', '一碗托斯卡纳面包汤', '歌剧，尤其是普契尼', '我最近在修复奥尔特拉诺区的一座老宫殿。'],
  'mateo-fernandez': ['科约阿坎', '查普尔特佩克公园', '墨西哥烤肉塔可', '吉他弹唱的波莱罗', '我研究珊瑚礁，所以一有机会就往海边跑。'],
  'li-wei': ['夜晚的外滩', '豫园', '小笼包', '游戏配乐', '我在一家金融科技创业公司做应用开发，主要负责后端。'],
  'yuki-tanaka': ['哲学之道', '清晨的伏见稻荷大社', '汤豆腐', '日本城市流行乐', '我最近在给一本童书画插图，讲的是一只经营茶馆的猫。'],
  'layla-al-harbi': ['哈尼法谷', '德拉伊耶老城', '一大盘卡布萨饭', '菲鲁兹的歌', '我在一家儿童医院工作，主要照顾新生儿。'],
  'omar-haddad': ['汗·哈利利市场', '日出时的吉萨金字塔', '一碗热腾腾的科沙里', '乌姆·库勒苏姆的歌', '我带游客参观金字塔，晚上就研读象形文字。'],
  'amara-okafor': ['新非洲神殿', '莱基自然保护中心', '烟熏风味的乔洛夫饭', '非洲节拍音乐', '我最近在给一位拉各斯的年轻女歌手制作专辑。'],
  'arjun-mehta': ['清晨的卡邦公园', '拉尔巴格植物园', '酥脆的马萨拉多萨', '卡纳提克音乐', '白天我做预测模型，清晨教瑜伽课。'],
};
