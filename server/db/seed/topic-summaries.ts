import { and, eq, inArray } from 'drizzle-orm'
import { reindexAll } from '../../modules/coach/retrieval/index-sources'
import type { Db } from '../client'
import { courses, subjects, topics } from '../schema'

/**
 * A short summary of each topic of the question bank, written for a ten-year-old (ADR 0033): the coaches
 * retrieve them, and the offline coach reads their first sentences out. Keyed by "subject|topic", since a
 * topic name means the same at every level that has it.
 */
export const TOPIC_SUMMARIES: Record<string, string> = {
  'Maths|Whole Numbers':
    'Every digit in a number has a place value: ones, tens, hundreds, thousands and ten thousands. To round a number, look at the digit just to the right of the place you round to: if it is 5 or more, round up; if it is less than 5, round down.',
  'Maths|Factors and Multiples':
    'A factor of a number divides it exactly, with no remainder: the factors of 12 are 1, 2, 3, 4, 6 and 12. A multiple is what you get when you multiply the number by 1, 2, 3 and so on. Finding factors in pairs that multiply to the number helps you not to miss any.',
  'Maths|Fractions':
    'A fraction is a part of a whole: the denominator (bottom) says how many equal parts the whole has, and the numerator (top) says how many parts you take. Equivalent fractions show the same amount, like 1/2 and 2/4: multiply or divide the top and the bottom by the same number.',
  'Maths|Decimals':
    'A decimal shows parts of a whole using place value: tenths, hundredths and thousandths come after the decimal point. To write a fraction as a decimal, change its denominator to 10, 100 or 1000 first.',
  'Maths|Angles and Turns':
    'A full turn is 360°, a half turn is 180° and a quarter turn (a right angle) is 90°. On an 8-point compass, two directions next to each other are 45° apart. Clockwise means turning the same way as the hands of a clock; anticlockwise is the other way.',
  'Maths|Rectangles and Squares':
    'The perimeter is the distance all the way around a shape: add the lengths of all its sides. The area is the space a shape covers: for a rectangle, area = length × breadth, in square units such as cm².',
  'Maths|Tables and Line Graphs':
    'A line graph shows how something changes, for example over the days of a week. Read the value of each point on the vertical axis; the steepest line between two points shows the biggest change.',
  'Maths|Whole Numbers: Order of Operations':
    'When a sum mixes operations, work inside brackets first, then multiply and divide from left to right, then add and subtract from left to right. Doing the steps in this order means everyone gets the same answer.',
  'Maths|Fractions: Multiplying':
    'To multiply two fractions, multiply the numerators and multiply the denominators. Simplify the result by dividing the top and the bottom by a common factor, or simplify before you multiply to keep the numbers small.',
  'Maths|Fractions: Dividing':
    'Dividing by a whole number is the same as multiplying by its reciprocal: dividing by 3 is multiplying by 1/3. Then multiply the fractions and give the answer in its simplest form.',
  'Maths|Decimals and Measurement':
    'Multiplying a decimal by 10, 100 or 1000 moves each digit 1, 2 or 3 places to the left; dividing moves them to the right. This helps when you convert measurements, like metres to centimetres or grams to kilograms.',
  'Maths|Ratio':
    'A ratio compares two or more quantities, such as 3 : 2 apples to oranges. Divide every part by the same common factor to write a ratio in its simplest form. When one quantity changes but the total stays the same, make the totals equal units before you compare.',
  'Maths|Percentage':
    'Percent means "out of 100", so 25% is 25/100. To find a percentage of an amount, multiply the amount by the percentage over 100. A percentage increase or decrease compares the change with the amount at first.',
  'Maths|Area of Triangle':
    'The area of a triangle is half of base times height: ½ × base × height. The height must be perpendicular (at a right angle) to the base you choose. Area is always in square units such as cm².',
  'Maths|Volume of Cube and Cuboid':
    'Volume is the amount of space a solid takes up. The volume of a cuboid is length × breadth × height, and a cube has all three the same. Volume is in cubic units such as cm³, and 1000 cm³ makes 1 litre.',
  'Maths|Angles':
    'Angles on a straight line add up to 180°, and angles around a point add up to 360°. Vertically opposite angles are equal. Use these facts to find an unknown angle from the ones you know.',
  'Maths|Algebra':
    'In algebra, a letter such as x stands for an unknown number. Like terms have the same letter, so 3a and 5a can be added to make 8a. To find the value of an expression, replace the letter with the number you are given.',
  'Maths|Circles':
    'The radius goes from the centre of a circle to its edge, and the diameter is twice the radius. The circumference is the distance around the circle: π × diameter. The area of a circle is π × radius × radius.',
  'Maths|Speed':
    'Speed tells how far something travels in one unit of time, such as km/h. Speed = distance ÷ time, distance = speed × time, and time = distance ÷ speed. Change minutes into hours first when the speed is in km/h.',
  'Maths|Pie Charts':
    'A pie chart shows how a whole is shared into parts; the whole circle is 100% or 360°. To find how many are in a part, work out that fraction or percentage of the total.',
  'Maths|Volume of Liquids':
    'The volume of water a container holds is its capacity: length × breadth × height for a tank shaped like a cuboid. 1 litre is 1000 cm³, so divide cubic centimetres by 1000 to get litres.',
  'Science|Living Things and Diversity':
    'Living things need food, water and air; they grow, reproduce and respond to changes around them. We classify living things into groups such as plants, animals, fungi and bacteria. Fungi like mushrooms reproduce by spores, not seeds.',
  'Science|Life Cycles':
    'A life cycle is the stages a living thing goes through as it grows and reproduces. A butterfly has four stages: egg, larva (caterpillar), pupa and adult. A chicken or a cockroach has three stages.',
  'Science|Matter':
    'Matter is anything that has mass and takes up space. Solids have a definite shape and volume, liquids have a definite volume but take the shape of their container, and gases have neither. Gases can be compressed; solids and liquids cannot.',
  'Science|Magnets':
    'Magnets attract things made of iron, steel, nickel and cobalt. Every magnet has a north pole and a south pole: like poles repel and unlike poles attract. A freely swinging magnet points north and south.',
  'Science|Light and Shadows':
    'Light travels in straight lines. An opaque object blocks light, so a shadow forms behind it. The closer the object is to the light, the bigger its shadow.',
  'Science|Heat':
    'Heat always flows from a hotter place to a colder place until both are at the same temperature. Metals are good conductors of heat, while wood, plastic and air are poor conductors. A thermometer measures temperature.',
  'Science|Plant and Human Systems':
    'A plant has roots that take in water, a stem that carries it and holds the plant up, and leaves that make food. In our digestive system, food is broken down and digested food is absorbed into the blood in the small intestine.',
  'Science|Water and Changes of State':
    'Water can be a solid (ice), a liquid or a gas (water vapour). Evaporation is when liquid water changes into water vapour; it happens faster when it is warmer or windier. Condensation is when water vapour loses heat to a cooler surface and turns back into water droplets.',
  'Science|Reproduction in Plants and Humans':
    'Pollination is the transfer of pollen from the anther to the stigma of a flower. After fertilisation, the ovary grows into a fruit with seeds, which are dispersed by wind, water, animals or splitting. In humans, a baby grows from a fertilised egg in the womb.',
  'Science|Cells':
    'The cell is the basic unit of life. Plant and animal cells both have a cell membrane, cytoplasm and a nucleus, which controls the cell. Only plant cells have a cell wall and chloroplasts.',
  'Science|Respiratory and Circulatory Systems':
    'When we breathe in, the lungs take in oxygen; when we breathe out, they give out carbon dioxide. The heart pumps blood through blood vessels to carry oxygen and digested food to every part of the body. During exercise we breathe faster and the heart beats faster.',
  'Science|Plant Transport System':
    'A plant has two kinds of tubes. Water-carrying tubes carry water and mineral salts up from the roots to the leaves. Food-carrying tubes carry food made in the leaves to the other parts of the plant.',
  'Science|Electrical Systems':
    'Electricity flows only in a closed circuit, an unbroken path from the battery through the bulb and back. Metals such as copper are electrical conductors; rubber, plastic and wood are insulators. A switch opens or closes the circuit.',
  'Science|Photosynthesis':
    'Photosynthesis is how green plants make their own food. Chlorophyll in the leaves traps light energy, which the plant uses to turn carbon dioxide and water into sugar, giving out oxygen.',
  'Science|Energy Conversion':
    'Energy cannot be made or destroyed, but it can change from one form to another. A torch changes chemical potential energy in the battery into electrical energy, then light and heat. A falling ball changes gravitational potential energy into kinetic energy.',
  'Science|Forces':
    'A force is a push or a pull. Gravity pulls objects towards the Earth, and friction is the force between two surfaces that rub against each other; it slows moving things down. A force can change the speed, direction or shape of an object.',
  'Science|Food Chains and Food Webs':
    'A food chain shows what eats what, starting with a producer: a green plant that makes its own food. Animals are consumers: a predator eats other animals, and its prey is eaten. A food web is made of many food chains joined together.',
  'Science|Adaptations':
    'An adaptation is a feature or behaviour that helps a living thing survive in its habitat. A cactus has spines instead of broad leaves to lose less water, and a polar bear has thick fat to keep its body heat in.',
  'Science|Man and the Environment':
    'People change the environment by cutting down forests, building and causing pollution. Fewer trees means less carbon dioxide is taken in for photosynthesis. We can help by reducing waste, reusing things and recycling.',
  'English|Grammar':
    'Grammar is how words fit together into correct sentences. The verb must agree with its subject: a singular subject takes a singular verb ("she walks") and a plural subject a plural verb ("they walk"). The tense of the verb shows when something happens.',
  'English|Vocabulary':
    'Vocabulary is the words you know and how you use them. Read the whole sentence to guess what a new word means from the words around it. Idioms, like "a piece of cake", mean something different from their words.',
  'English|Synthesis and Transformation':
    'Synthesis means joining two sentences into one, using words like "and", "because", "unless" or "although". Transformation means rewriting a sentence so it keeps the same meaning, for example changing it into the passive voice. Check that the new sentence keeps the same tense and meaning.',
  'English|Editing for Spelling and Grammar':
    'Editing means finding and correcting mistakes in spelling and grammar. Sound the word out in parts, and remember spelling rules such as "i before e, except after c". Check that each verb agrees with its subject and is in the right tense.',
  'English|Comprehension':
    'Comprehension is understanding what you read. Read the passage carefully, then find the paragraph that answers each question. Use words from the passage to support your answer, and explain what a character feels from what they say and do.',
  'English|Listening and Reading Aloud':
    'When you listen, pay attention to key details such as who, what, where and when. When you read aloud, speak clearly, pause at commas and full stops, and use expression to show how the characters feel.',
  'Chinese|词语运用':
    '词语运用就是在句子里选出最合适的词语。先读懂整个句子的意思，再想一想每个词语的意思和用法。量词要和名词搭配，比如一座桥、一本书、一张纸；成语是意思固定的四字词语，比如“一丝不苟”。 Using words: read the whole sentence, then choose the word, measure word or idiom that fits.',
  'Chinese|阅读理解与朗读':
    '阅读理解就是读懂文章的内容。先看问题，再回到文章里找出答案在哪一段。朗读的时候要读得清楚，注意停顿，并用语气表达人物的心情。 Reading comprehension: read the question first, then find the paragraph of the passage that answers it.',
}

/**
 * Writes the summaries onto the seeded topics, then builds the retrieval index from everything seeded, so the
 * demo and the tests' database template (ADR 0021) start with it. Running it again rewrites the same rows.
 */
export async function seedRetrieval(db: Db) {
  for (const [key, summary] of Object.entries(TOPIC_SUMMARIES)) {
    const [subject, name] = key.split('|')
    const ids = db
      .select({ id: courses.id })
      .from(courses)
      .innerJoin(subjects, eq(subjects.id, courses.subjectId))
      .where(eq(subjects.name, subject))
    await db
      .update(topics)
      .set({ summary })
      .where(and(eq(topics.name, name), inArray(topics.courseId, ids)))
  }
  return reindexAll(db)
}
