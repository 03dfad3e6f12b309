/** Chinese (华文) for P4–P6: 词语运用, 阅读理解 and 朗读, with marking schemes written in Chinese. */
import type { Criterion } from '../../../ai/types'
import { choice, type Draft, open, oral, text, topic } from './build'
import type { BankPassage, BankQuestion } from './types'

type Base = { difficulty: 1 | 2 | 3; text: string; solution: string; passageRef?: string }

function xuanze(b: Base & { options: string[]; correct: number; marks?: number }): Draft {
  const marks = b.marks ?? 2
  return choice({
    ...b,
    marks,
    markingScheme: `选（${b.correct}）“${b.options[b.correct - 1]}”，得${marks}分；选其他答案不给分。`,
  })
}

function tiankong(b: Base & { accepted: string[] }): Draft {
  const [first, ...rest] = b.accepted
  return text({
    ...b,
    spellingTolerance: 0,
    markingScheme: `答“${first}”得1分。${rest.length ? `也接受：${rest.map((a) => `“${a}”`).join('、')}。` : ''}写错字不给分。`,
  })
}

function wenda(b: Base & { answer: string; criteria: Criterion[]; model: string }): Draft {
  const lines = b.criteria.map((c) => `- ${c.marks}分：${c.description}`).join('\n')
  const total = b.criteria.reduce((s, c) => s + c.marks, 0)
  return open({
    ...b,
    markingScheme: `共${total}分，按要点给分：\n${lines}\n意思对即可，不必和参考答案一字不差。`,
  })
}

function langdu(b: Omit<Base, 'text'> & { expectedText: string }): Draft {
  return oral({
    ...b,
    text: `请大声朗读下面的短文，注意读准字音，停顿恰当。\n\n${b.expectedText}`,
    markingScheme:
      '把录音和原文逐字比较：准确率90%以上得4分，75%以上得3分，55%以上得2分，30%以上得1分，不到30%不给分。录音不清楚时，由老师再听一次。',
  })
}

export const CHINESE_PASSAGES = {
  friend: 'p4-chinese-passage-xin-peng-you',
  race: 'p5-chinese-passage-nan-wang-de-bi-sai',
  garden: 'p6-chinese-passage-she-qu-cai-yuan',
} as const

export const chinesePassages: BankPassage[] = [
  {
    ref: CHINESE_PASSAGES.friend,
    title: '新朋友',
    text: '新学期开始了，班上来了一位新同学，她叫李小红。小红刚从中国来到新加坡，说话有一点儿害羞。下课的时候，她总是一个人坐在座位上看书。\n\n小明看见了，就走过去问她：“你喜欢看什么书？”小红小声地说：“我喜欢看动物的故事。”小明高兴地说：“我也是！我们一起去图书馆吧！”\n\n从那天起，小明和小红每天下课都一起去图书馆。小明还介绍了几个好朋友给小红认识。现在，小红不再害羞了，她常常和大家一起玩，脸上总是带着笑容。小红说，来到新加坡以后，她最开心的事就是交到了这么多好朋友。',
  },
  {
    ref: CHINESE_PASSAGES.race,
    title: '一次难忘的比赛',
    text: '上个星期五，学校举行了运动会。我们班参加了四百米接力赛，我跑最后一棒。\n\n比赛开始了，前三位同学都跑得很快，我们班一直排在第二名。轮到小华跑第三棒的时候，他不小心摔了一跤，膝盖流血了。大家都以为他会放弃，没想到他马上站起来，咬着牙继续往前跑，把接力棒交到了我的手里。\n\n我用尽全身的力气向前冲。虽然我们最后只得了第四名，但是全班同学都围过来为小华鼓掌。老师说：“你们虽然没有得奖，但是你们坚持到底、互相鼓励的精神，比奖牌更珍贵。”\n\n这次比赛让我明白了，输赢并不是最重要的，永不放弃才是最重要的。',
  },
  {
    ref: CHINESE_PASSAGES.garden,
    title: '社区菜园',
    text: '我家楼下原本有一块空地，长满了杂草，还常常有人乱丢垃圾。去年，居民委员会决定把这块空地变成一个社区菜园。\n\n消息传开以后，邻居们都很积极。张叔叔带来了锄头和铲子，王奶奶教大家怎样种菜，我和几个小朋友负责每天放学后浇水。大家一起动手，不到一个月，空地上就长出了一排排绿油油的青菜和番茄。\n\n菜园不但让环境变美了，也让邻居们的关系更亲密了。以前大家在电梯里见面，只是点点头；现在，大家常常在菜园里一边工作，一边聊天，还会把收成分给住在同一栋楼的老人。\n\n我觉得，一块小小的菜园，种出来的不只是蔬菜，还有邻居之间的温暖。',
  },
]

const p4Words = [
  xuanze({
    difficulty: 1,
    text: '妈妈每天都很早起床，为我们准备早餐，她真是非常______。',
    options: ['勤劳', '懒惰', '骄傲', '粗心'],
    correct: 1,
    solution: '妈妈每天早起为家人准备早餐，说明她肯努力、不怕辛苦，所以用“勤劳”。“懒惰”的意思正好相反。',
  }),
  xuanze({
    difficulty: 1,
    text: '公园里有一______小桥，桥下有很多小鱼。',
    options: ['只', '本', '座', '张'],
    correct: 3,
    solution: '桥、山、房子用量词“座”：一座小桥。“只”用于动物，“本”用于书，“张”用于纸或桌子。',
  }),
  tiankong({
    difficulty: 1,
    text: '写出反义词：“高兴”的反义词是______。',
    accepted: ['难过', '伤心', '悲伤', '不高兴'],
    solution: '“高兴”是心里快乐，反义词是“难过”或“伤心”。',
  }),
  xuanze({
    difficulty: 2,
    text: '______明天下大雨，运动会______会延期。',
    options: ['如果……就', '虽然……但是', '因为……所以', '不但……而且'],
    correct: 1,
    solution: '下雨是一个假设的条件，运动会延期是结果，所以用表示假设的“如果……就”。',
  }),
  tiankong({
    difficulty: 1,
    text: '写出近义词：“美丽”的近义词是______。',
    accepted: ['漂亮', '好看', '秀丽'],
    solution: '“美丽”和“漂亮”意思相近，都是好看的意思。',
  }),
]

const p4Reading = [
  xuanze({
    difficulty: 1,
    passageRef: CHINESE_PASSAGES.friend,
    text: '小红是从哪里来到新加坡的？',
    options: ['马来西亚', '中国', '印度', '日本'],
    correct: 2,
    solution: '第一段说：“小红刚从中国来到新加坡”。',
  }),
  xuanze({
    difficulty: 1,
    passageRef: CHINESE_PASSAGES.friend,
    text: '刚开始的时候，小红下课时常常做什么？',
    options: ['和同学一起玩', '去食堂买东西', '一个人坐在座位上看书', '去图书馆借书'],
    correct: 3,
    solution: '第一段说：“下课的时候，她总是一个人坐在座位上看书。”',
  }),
  tiankong({
    difficulty: 1,
    passageRef: CHINESE_PASSAGES.friend,
    text: '小红喜欢看什么书？',
    accepted: ['动物的故事', '动物故事', '关于动物的故事', '动物的书'],
    solution: '小红说：“我喜欢看动物的故事。”',
  }),
  wenda({
    difficulty: 2,
    passageRef: CHINESE_PASSAGES.friend,
    text: '小红后来有什么变化？为什么会有这样的变化？',
    answer: '小红不再害羞了，常常和大家一起玩。因为小明主动和她做朋友，还介绍朋友给她认识。',
    criteria: [
      {
        id: 'change',
        marks: 1,
        description: '说出变化：不再害羞，常常和大家一起玩',
        concepts: [['不再害羞', '不害羞', '和大家一起玩', '开朗', '笑容']],
      },
      {
        id: 'reason',
        marks: 1,
        description: '说出原因：小明和她做朋友、介绍朋友给她',
        concepts: [['小明'], ['朋友', '帮助', '介绍', '关心', '一起去图书馆']],
      },
    ],
    model: '小红不再害羞了，常常和大家一起玩。因为小明主动和她做朋友，还介绍朋友给她认识。',
    solution:
      '看第三段：小红“不再害羞了，她常常和大家一起玩”。这是因为小明每天陪她去图书馆，还介绍好朋友给她认识。',
  }),
  langdu({
    difficulty: 1,
    expectedText:
      '我的家在一座组屋的十楼。从窗口望出去，可以看见远处的大海和绿色的公园。每天傍晚，爷爷都会带我到楼下散步。我们一边走，一边聊天，晚风吹在脸上，凉凉的，真舒服。',
    solution:
      '朗读时要读准每一个字，例如“组屋”“傍晚”“舒服”。遇到逗号稍停一下，遇到句号停久一点。最后一句“真舒服”可以读得轻松、愉快一些。',
  }),
]

const p5Words = [
  xuanze({
    difficulty: 2,
    text: '他做事总是______，从来不马虎。',
    options: ['一丝不苟', '半途而废', '三心二意', '自言自语'],
    correct: 1,
    solution: '“一丝不苟”指做事非常认真，一点儿也不马虎，和后半句意思一致。',
  }),
  xuanze({
    difficulty: 2,
    text: '______天气很热，______大家还是坚持跑完了全程。',
    options: ['因为……所以', '虽然……但是', '如果……就', '只要……就'],
    correct: 2,
    solution: '天气热和坚持跑完意思相反（转折），所以用“虽然……但是”。',
  }),
  tiankong({
    difficulty: 1,
    text: '写出近义词：“仔细”的近义词是______。',
    accepted: ['认真', '细心', '小心'],
    solution: '“仔细”和“认真”“细心”意思相近，都是做事用心、不马虎。',
  }),
  xuanze({
    difficulty: 1,
    text: '同学们______地听老师讲故事，教室里静悄悄的。',
    options: ['伤心', '专心', '担心', '粗心'],
    correct: 2,
    solution: '教室里静悄悄的，说明大家听得很认真，所以用“专心”。',
  }),
  tiankong({
    difficulty: 1,
    text: '写出反义词：“节约”的反义词是______。',
    accepted: ['浪费'],
    solution: '“节约”是不乱用，反义词是“浪费”。',
  }),
]

const p5Reading = [
  xuanze({
    difficulty: 1,
    passageRef: CHINESE_PASSAGES.race,
    text: '“我”的班级参加了什么比赛？',
    options: ['跳远比赛', '四百米接力赛', '游泳比赛', '篮球比赛'],
    correct: 2,
    solution: '第一段说：“我们班参加了四百米接力赛”。',
  }),
  xuanze({
    difficulty: 1,
    passageRef: CHINESE_PASSAGES.race,
    text: '小华在比赛中发生了什么事？',
    options: ['他跑错了方向', '他摔了一跤，膝盖流血了', '他忘了带接力棒', '他得了第一名'],
    correct: 2,
    solution: '第二段说小华“不小心摔了一跤，膝盖流血了”。',
  }),
  tiankong({
    difficulty: 2,
    passageRef: CHINESE_PASSAGES.race,
    text: '“我们”班最后得了第几名？',
    accepted: ['第四名', '第四', '四'],
    solution: '第三段说：“虽然我们最后只得了第四名”。',
  }),
  wenda({
    difficulty: 3,
    passageRef: CHINESE_PASSAGES.race,
    text: '老师为什么说同学们的精神“比奖牌更珍贵”？这次比赛让“我”明白了什么？',
    answer: '因为同学们坚持到底、互相鼓励。这次比赛让“我”明白了输赢不是最重要的，永不放弃才是最重要的。',
    criteria: [
      {
        id: 'spirit',
        marks: 1,
        description: '说出同学们坚持到底、互相鼓励',
        concepts: [['坚持到底', '坚持', '互相鼓励', '鼓励', '不放弃']],
      },
      {
        id: 'lesson',
        marks: 1,
        description: '说出明白的道理：输赢不重要，永不放弃最重要',
        concepts: [
          ['输赢', '得奖', '名次'],
          ['不是最重要', '不重要', '并不是最重要'],
        ],
      },
    ],
    model: '因为同学们坚持到底、互相鼓励。这次比赛让我明白了输赢不是最重要的，永不放弃才是最重要的。',
    solution:
      '老师的话说明了原因：“坚持到底、互相鼓励的精神”。最后一段写出了“我”明白的道理：“输赢并不是最重要的，永不放弃才是最重要的。”',
  }),
  langdu({
    difficulty: 2,
    expectedText:
      '水是生命之源，没有水，人和动植物都不能生存。新加坡的水资源非常有限，所以我们每一个人都应该节约用水。刷牙的时候，要记得关上水龙头；洗菜的水，还可以用来浇花。只要大家一起努力，就能把每一滴水都用在有用的地方。',
    solution: '注意读准“源”“资源”“龙头”等字音。分号和句号处要有停顿。最后一句是号召，语气可以坚定一些。',
  }),
]

const p6Words = [
  xuanze({
    difficulty: 2,
    text: '这次比赛，他们队______，终于取得了冠军。',
    options: ['齐心协力', '各自为政', '画蛇添足', '守株待兔'],
    correct: 1,
    solution: '“齐心协力”指大家一条心、共同努力，所以能取得冠军。其他成语的意思都不合适。',
  }),
  xuanze({
    difficulty: 3,
    text: '下面哪一个句子没有语病？',
    options: [
      '我们要养成节约用水的好习惯。',
      '通过这次活动，使我学到了很多。',
      '大约有一百人左右参加了比赛。',
      '他穿着一件红色的上衣和一顶帽子。',
    ],
    correct: 1,
    solution:
      '（2）“通过……使……”让句子缺少主语；（3）“大约”和“左右”意思重复；（4）“穿着……帽子”搭配不当，帽子应该用“戴”。只有（1）是正确的句子。',
  }),
  tiankong({
    difficulty: 2,
    text: '填上正确的字，完成成语：______有成竹',
    accepted: ['胸'],
    solution: '“胸有成竹”比喻做事之前已经有了完整的计划，很有把握。',
  }),
  xuanze({
    difficulty: 2,
    text: '我们______要努力学习，______要关心身边的人。',
    options: ['虽然……但是', '不但……而且', '因为……所以', '如果……就'],
    correct: 2,
    solution: '“努力学习”和“关心身边的人”是两件都要做的事，后一件更进一步，所以用表示递进的“不但……而且”。',
  }),
  tiankong({
    difficulty: 2,
    text: '写出反义词：“粗心大意”的反义词是______。',
    accepted: ['细心', '仔细', '一丝不苟', '小心谨慎', '认真仔细', '专心致志'],
    solution: '“粗心大意”指做事不仔细，反义词可以是“细心”或成语“一丝不苟”。',
  }),
]

const p6Reading = [
  xuanze({
    difficulty: 1,
    passageRef: CHINESE_PASSAGES.garden,
    text: '空地原本是什么样子的？',
    options: ['种满了花', '长满了杂草，常常有人乱丢垃圾', '是一个游乐场', '是一个停车场'],
    correct: 2,
    solution: '第一段说空地“长满了杂草，还常常有人乱丢垃圾”。',
  }),
  tiankong({
    difficulty: 1,
    passageRef: CHINESE_PASSAGES.garden,
    text: '在菜园里，“我”和几个小朋友负责做什么？',
    accepted: ['浇水', '每天放学后浇水', '放学后浇水'],
    solution: '第二段说：“我和几个小朋友负责每天放学后浇水”。',
  }),
  xuanze({
    difficulty: 2,
    passageRef: CHINESE_PASSAGES.garden,
    text: '第二段中“绿油油”是用来形容什么的？',
    options: ['青菜的颜色很绿、很有光泽', '菜园的面积很大', '青菜的味道很好', '浇的水很多'],
    correct: 1,
    solution: '“绿油油”形容植物绿得发亮，写出了青菜长得很好。',
  }),
  wenda({
    difficulty: 3,
    passageRef: CHINESE_PASSAGES.garden,
    text: '作者说菜园“种出来的不只是蔬菜，还有邻居之间的温暖”。这句话是什么意思？请结合短文内容回答。',
    answer:
      '菜园除了种出蔬菜，还让邻居们的关系更亲密：以前大家见面只点点头，现在会一起工作、聊天，还把收成分给老人。',
    criteria: [
      {
        id: 'closer',
        marks: 1,
        description: '说出邻居的关系变得更亲密',
        concepts: [['亲密', '友好', '更好', '变好', '亲近', '互相关心', '感情']],
      },
      {
        id: 'example',
        marks: 1,
        description: '举出短文中的例子（一起工作聊天 / 把收成分给老人）',
        concepts: [['聊天', '分给', '老人', '一起工作']],
      },
    ],
    model:
      '菜园不但种出了蔬菜，也让邻居们的关系更亲密了。以前大家见面只是点点头，现在常常在菜园里一边工作一边聊天，还把收成分给老人。',
    solution:
      '这句话的“温暖”指邻居之间的感情。第三段写到：以前在电梯里只是点点头，现在一起工作、聊天，还把收成分给老人，所以说菜园让邻居的关系更亲密了。',
  }),
  langdu({
    difficulty: 2,
    expectedText:
      '每个人的成长都离不开别人的帮助。父母给我们关爱，老师教我们知识，朋友陪我们度过快乐和困难的日子。我们在接受帮助的同时，也应该学会帮助别人。当你向有需要的人伸出援手时，你会发现，快乐其实很简单。',
    solution:
      '注意“离不开”“援手”等词的读音。排比句“父母……老师……朋友……”要读得有节奏。最后一句语气温和，带着体会。',
  }),
]

export const chinese: BankQuestion[] = [
  ...topic('P4', 'Chinese', '词语运用', p4Words, 'words'),
  ...topic('P4', 'Chinese', '阅读理解与朗读', p4Reading, 'reading'),
  ...topic('P5', 'Chinese', '词语运用', p5Words, 'words'),
  ...topic('P5', 'Chinese', '阅读理解与朗读', p5Reading, 'reading'),
  ...topic('P6', 'Chinese', '词语运用', p6Words, 'words'),
  ...topic('P6', 'Chinese', '阅读理解与朗读', p6Reading, 'reading'),
]
