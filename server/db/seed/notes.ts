/** Lantern's own short notes for the demo P5 courses (`/learning-content/:id`), written for ten-year-olds. */
export const DEMO_NOTES: { level: string; subject: string; title: string; summary: string; body: string }[] =
  [
    {
      level: 'P5',
      subject: 'Maths',
      title: 'Adding fractions with different denominators',
      summary: 'Make the bottoms the same, then add the tops.',
      body: `## The idea

You can only add fractions when they are cut into **the same size of pieces**. The denominator (the bottom
number) tells you the size of the pieces.

## Step by step: 1/3 + 1/4

1. Find a number both 3 and 4 go into. The smallest is **12**.
2. Change each fraction into twelfths:
   - 1/3 = 4/12 (multiply top and bottom by 4)
   - 1/4 = 3/12 (multiply top and bottom by 3)
3. Add the numerators: 4/12 + 3/12 = **7/12**.

## Check yourself

- Did you multiply the top *and* the bottom by the same number?
- Can the answer be simplified? 6/12 becomes 1/2.

> Tip: never add the denominators. 1/3 + 1/4 is not 2/7!`,
    },
    {
      level: 'P5',
      subject: 'Maths',
      title: 'Area of a triangle',
      summary: 'Half of base times height, where the height meets the base at a right angle.',
      body: `## The rule

**Area of a triangle = ½ × base × height**

A triangle is half of a rectangle (or parallelogram) with the same base and height. That is where the ½ comes
from.

## Which side is the height?

The height must be **perpendicular** (at a right angle) to the base you chose. In an obtuse triangle the height
may fall *outside* the triangle: that is fine.

## Example

Base 10 cm, height 6 cm: ½ × 10 × 6 = **30 cm²**.

> Remember the units: area is always in square units, such as cm² or m².`,
    },
    {
      level: 'P5',
      subject: 'Science',
      title: 'The water cycle',
      summary: 'Evaporation, condensation and precipitation move water around our world again and again.',
      body: `## Three big changes

1. **Evaporation**: the Sun heats water in seas, rivers and puddles. It becomes water vapour, an invisible gas.
2. **Condensation**: high up, the air is cooler. Water vapour loses heat and turns into tiny water droplets.
   Millions of droplets make a cloud.
3. **Precipitation**: droplets join and grow heavy, then fall as rain.

The water flows into rivers and the sea, and the cycle starts again.

## Why it matters

- It gives us fresh water to drink.
- Plants and animals depend on rain.

> Exam tip: say *gains heat* for evaporation and *loses heat* for condensation.`,
    },
    {
      level: 'P5',
      subject: 'Science',
      title: 'How plants transport water and food',
      summary: 'Water-carrying tubes go up from the roots; food-carrying tubes take sugar from the leaves.',
      body: `## Two kinds of tubes

- **Water-carrying tubes** carry water and mineral salts **up** from the roots to the stem and leaves.
- **Food-carrying tubes** carry food (sugar made in the leaves) to **all parts** of the plant.

## A simple experiment

Put a white flower in water with red colouring. After a few hours the petals turn red: the water-carrying tubes
took the coloured water up the stem.

## Ring the stem?

If a ring of bark (with the food-carrying tubes) is removed, food cannot pass the ring. The part below it stops
getting food, while the leaves above still get water.`,
    },
    {
      level: 'P5',
      subject: 'English',
      title: 'Writing a strong opening',
      summary: 'Start with action, a sound, a question or a line of speech to pull your reader in.',
      body: `## Four ways to begin

1. **Action**: *Mei sprinted down the corridor, her bag bouncing behind her.*
2. **A sound**: *CRASH! The vase lay in pieces on the floor.*
3. **A question**: *Have you ever been so scared that you could not move?*
4. **Speech**: *"Don't open that door," whispered Grandpa.*

## Avoid

- *One day, I woke up and brushed my teeth…* (too slow)
- Telling the ending in the first line.

> Try it: rewrite your last composition's first sentence in two of the four ways and choose the stronger one.`,
    },
    {
      level: 'P5',
      subject: 'English',
      title: 'Subject–verb agreement',
      summary: 'A singular subject takes a singular verb; a plural subject takes a plural verb.',
      body: `## The rule

- *The dog **barks**.* (one dog → verb with **s**)
- *The dogs **bark**.* (many dogs → no **s**)

## Tricky cases

- **Each, every, everyone, nobody** are singular: *Everyone **is** here.*
- With **either…or / neither…nor**, the verb agrees with the nearer subject: *Neither the teacher nor the
  pupils **were** late.*
- Words between the subject and verb do not change it: *The box of pencils **is** on the desk.*

> Check: find the real subject first, then choose the verb.`,
    },
    {
      level: 'P5',
      subject: 'Chinese',
      title: '常用量词 (Measure words)',
      summary: '一本书、一张纸、一条鱼：量词要和名词配对。',
      body: `## 常见的量词

| 量词 | 用在 | 例子 |
|---|---|---|
| 本 | 书、本子 | 一**本**故事书 |
| 张 | 平平的东西 | 一**张**纸、一**张**桌子 |
| 条 | 长长的东西 | 一**条**鱼、一**条**河 |
| 只 | 小动物 | 一**只**猫 |
| 件 | 衣服、事情 | 一**件**衬衫、一**件**事 |

## 小提醒

- 想一想东西的**样子**：长的用“条”，平的用“张”。
- 不确定时，读一读课文里的句子。`,
    },
    {
      level: 'P5',
      subject: 'Chinese',
      title: '写日记的小技巧',
      summary: '写清楚时间、地点、人物、事情，再写出自己的感受。',
      body: `## 日记的格式

第一行写上**日期、星期和天气**，例如：二〇二六年十一月二十三日　星期一　晴

## 写什么？

1. **时间、地点、人物**：今天放学后，我和妹妹在公园里……
2. **发生了什么**：按照先后顺序写。
3. **我的感受**：我觉得很开心，因为……

## 好词好句

- 兴高采烈、手舞足蹈、依依不舍
- 用上比喻句：天上的白云像一团团棉花糖。`,
    },
  ]
