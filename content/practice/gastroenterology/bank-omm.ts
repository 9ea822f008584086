import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'gi-q-omm-chapman-colon',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Chapman reflex points: colon',
    stem: 'A 72-year-old woman comes to the osteopathic clinic because of constipation for 1 year, with hard stools twice a week and straining. Colonoscopy 8 months ago showed diverticulosis without masses. Her serum TSH, calcium and glucose concentrations are normal, and she takes no constipating medications. Psyllium and polyethylene glycol have given partial relief. Vital signs are within normal limits. The abdomen is soft, mildly distended and nontender, with stool palpable in the left lower quadrant. Rectal examination shows normal sphincter tone and no masses. On osteopathic examination, several small, firm, tender nodules consistent with anterior Chapman reflex points related to the affected organ are palpated.',
    leadIn: 'Where are these nodules most likely located?',
    options: [
      {
        text: 'Along the iliotibial band of the lateral thigh',
        why: 'The anterior Chapman points of the colon lie in the fascia along the iliotibial band, from near the greater trochanter to just above the knee.',
      },
      {
        text: 'Fourth intercostal space beside the sternum',
        why: 'The fourth intercostal space next to the sternum holds the anterior Chapman point of the lower lung.',
      },
      {
        text: 'One inch superior and lateral to the umbilicus',
        why: 'The point 1 inch superior and 1 inch lateral to the umbilicus is the anterior Chapman point of the kidney.',
      },
      {
        text: 'Second intercostal space beside the sternum',
        why: 'The second intercostal space next to the sternum holds the anterior Chapman point of the heart.',
      },
      {
        text: 'Tip of the right 12th rib',
        why: 'The tip of the right 12th rib is the anterior Chapman point of the appendix, which would be tender in appendicitis.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Chronic constipation with a recent colonoscopy that excluded a mass, normal metabolic tests and no constipating drugs indicates functional constipation, a disorder of the colon. Chapman reflex points are small, smooth, firm, often tender gangliform nodules in the deep fascia that reflect visceral dysfunction through the autonomic nervous system. Unlike most points, which lie in the intercostal spaces or near the umbilicus, the colon points are distributed along the iliotibial bands of both thighs. They support the osteopathic diagnosis and can be treated with gentle rotary pressure, alongside autonomic treatment of the colon (thoracolumbar sympathetic and sacral parasympathetic levels) and standard laxative therapy.',
    objective: 'Locate the anterior Chapman reflex points of the colon along the iliotibial band.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Colon Chapman points lie along the iliotibial bands; the appendix point is at the tip of the right 12th rib.',
  },
  {
    id: 'gi-q-omm-inferior-mesenteric-ganglion',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Irritable bowel syndrome with constipation: collateral ganglion treatment',
    stem: 'A 31-year-old woman comes to the osteopathic clinic because of recurrent lower abdominal cramping for 8 months. The cramps occur 2 or 3 days a week, are relieved by defecation and come with hard, infrequent stools. She has no weight loss, rectal bleeding or nocturnal symptoms, and there is no family history of colorectal cancer or inflammatory bowel disease. A complete blood count, C-reactive protein concentration and IgA tissue transglutaminase antibody test are normal. She takes psyllium and has had no abdominal surgery. Vital signs are within normal limits. There is mild tenderness in the left lower quadrant without guarding, and no pulsatile mass is felt. Irritable bowel syndrome with constipation is diagnosed. The physician plans OMT to reduce sympathetic inhibition of her descending and sigmoid colon at the prevertebral ganglion that relays it.',
    leadIn: 'Which of the following techniques most directly addresses this goal?',
    options: [
      {
        text: 'Celiac ganglion inhibition',
        why: 'The celiac ganglion relays sympathetic fibers (T5-T9) to the foregut organs: stomach, proximal duodenum, liver, gallbladder, pancreas and spleen.',
      },
      {
        text: 'Inferior mesenteric ganglion inhibition',
        why: 'The inferior mesenteric ganglion relays sympathetic fibers from about T12-L2 to the distal third of the transverse colon, the descending and sigmoid colon and the rectum.',
      },
      {
        text: 'Occipitoatlantal decompression',
        why: 'Suboccipital work addresses the vagus nerve, a parasympathetic supply that reaches only the proximal two-thirds of the transverse colon and acts on motility rather than on a sympathetic ganglion.',
      },
      {
        text: 'Sacral rocking',
        why: 'Sacral rocking influences the pelvic splanchnic (S2-S4) parasympathetic supply of the distal colon, which promotes motility, but it does not act on a sympathetic ganglion.',
      },
      {
        text: 'Superior mesenteric ganglion inhibition',
        why: 'The superior mesenteric ganglion relays sympathetic fibers to the midgut: distal duodenum, jejunum, ileum, ascending colon and proximal two-thirds of the transverse colon.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Recurrent abdominal pain related to defecation with hard, infrequent stools and no alarm features meets the criteria for irritable bowel syndrome with constipation. Sympathetic activity slows colonic motility. The three prevertebral (collateral) ganglia lie on the front of the abdominal aorta at the origins of the arteries that share their names, and they relay sympathetic fibers to the same territories as those arteries: celiac to the foregut, superior mesenteric to the midgut and inferior mesenteric to the hindgut. Inhibiting the inferior mesenteric ganglion therefore targets the sympathetic supply of the descending and sigmoid colon. It requires deep midline pressure and is avoided with an abdominal aortic aneurysm, recent abdominal surgery or intra-abdominal infection.',
    objective: 'Match the inferior mesenteric ganglion to the sympathetic supply of the descending and sigmoid colon.',
    task: 'omt-choice',
    steps: 1,
    takeHome: 'Collateral ganglia follow the arteries: celiac to the foregut, superior mesenteric to the midgut, inferior mesenteric to the hindgut.',
  },
  {
    id: 'gi-q-omm-liver-abscess-liver-pump',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Pyogenic liver abscess: OMT contraindication',
    stem: 'A 64-year-old man with type 2 diabetes mellitus is hospitalized because of fever and right upper quadrant pain for 10 days. Temperature is 38.9°C, pulse is 108/min, and blood pressure is 118/72 mm Hg. The liver edge is tender and palpable 3 cm below the right costal margin. Leukocyte count is 18,400/mm³, alkaline phosphatase is 240 U/L, AST is 62 U/L, ALT is 58 U/L, and total bilirubin is 1.1 mg/dL. Blood cultures grow Klebsiella pneumoniae. CT of the abdomen shows a 6-cm multiloculated, rim-enhancing hypodense lesion in the right lobe of the liver. Intravenous ceftriaxone and metronidazole are started, and percutaneous drainage is scheduled for the next day. He has stiffness of the neck and upper back from lying in bed and asks about osteopathic treatment.',
    leadIn: 'Which of the following techniques is contraindicated in this patient?',
    options: [
      {
        text: 'Cervical soft tissue kneading',
        why: 'Gentle soft tissue work to the neck muscles is far from the infected organ and can ease his stiffness.',
      },
      {
        text: 'Counterstrain for a thoracic tender point',
        why: 'Counterstrain is a passive positional technique that does not compress the liver or push lymph from it.',
      },
      {
        text: 'Liver pump',
        why: 'The liver pump compresses the lower right rib cage rhythmically to move blood and lymph out of the liver; with an undrained abscess it could spread infection or rupture the cavity.',
      },
      {
        text: 'Occipitoatlantal decompression',
        why: 'Suboccipital decompression addresses vagal tone and neck tension without any pressure on the abdomen.',
      },
      {
        text: 'Sacral rocking',
        why: 'Sacral rocking is a gentle technique for the pelvic parasympathetic supply and the low back; it does not affect the liver.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Fever, tender hepatomegaly, Klebsiella bacteremia and a rim-enhancing, multiloculated liver lesion in a patient with diabetes establish a pyogenic liver abscess, treated with antibiotics and drainage. Lymphatic techniques aim to increase lymphatic and venous flow, so an abscess or other localized infection that has not been drained contraindicates them; the liver pump in addition compresses the infected organ directly, risking rupture and spread of infection. Techniques that stay away from the abdomen and do not pump lymph, such as gentle cervical soft tissue work, suboccipital decompression, counterstrain and sacral rocking, can be used for his musculoskeletal complaints. Once the abscess is drained and he is improving, lymphatic techniques can be reconsidered.',
    objective: 'Recognize an undrained liver abscess as a contraindication to the liver pump.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'An undrained abscess contraindicates lymphatic pumps, especially over the infected organ: no liver pump with a liver abscess.',
  },
  {
    id: 'gi-q-omm-thoracic-rule-of-threes',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Thoracic spinous process landmarks (rule of threes)',
    stem: 'A 49-year-old woman comes to the osteopathic clinic for follow-up of gastroesophageal reflux disease. Her heartburn has improved with omeprazole but still occurs after large meals. She has no dysphagia, weight loss or vomiting. Vital signs are within normal limits, and the abdomen is soft and nontender. On structural examination, there are paraspinal tissue texture changes in the midthoracic region consistent with a viscerosomatic reflex from the upper gastrointestinal tract. To examine individual segments, the physician places a finger on the tip of the spinous process of T8 and then moves laterally at the same horizontal level onto the transverse processes.',
    leadIn: 'These transverse processes belong to which of the following vertebrae?',
    options: [
      {
        text: 'T6',
        why: 'The transverse processes of T6 lie well above the tip of the T8 spinous process.',
      },
      {
        text: 'T7',
        why: 'The T7 transverse processes lie just below the tip of the T6 spinous process, a full level above the T8 tip.',
      },
      {
        text: 'T8',
        why: 'The spinous processes of T7-T9 slope steeply downward, so the T8 tip lies below its own transverse processes; a same-level relation holds only for T1-T3 and T12.',
      },
      {
        text: 'T9',
        why: 'For T7-T9 the tip of the spinous process lies at the level of the transverse processes of the vertebra below, so the T8 tip is level with the T9 transverse processes.',
      },
      {
        text: 'T10',
        why: 'The T10 transverse processes are two levels below and would be reached from the tip of the T9 spinous process.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Upper gastrointestinal viscerosomatic reflexes appear at about T5-T9, so accurate segmental localization in the midthoracic spine matters. Because the thoracic spinous processes slope downward to different degrees, the rule of threes relates each spinous process tip to the transverse processes: for T1-T3 the tip is level with its own transverse processes; for T4-T6 it lies halfway between its own and those of the vertebra below; for T7-T9 it lies level with the transverse processes of the vertebra below; T10 behaves like T7-T9, T11 like T4-T6 and T12 like T1-T3. The tip of the T8 spinous process therefore lies at the level of the T9 transverse processes.',
    objective: 'Apply the rule of threes to relate a thoracic spinous process to the transverse processes at its level.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'Rule of threes: T1-T3 same level, T4-T6 half a level down, T7-T9 a full level down; then T10 full, T11 half, T12 same.',
    table: {
      caption: 'Rule of threes: spinous process tip relative to transverse processes',
      header: ['Vertebrae', 'Tip of the spinous process lies at'],
      rows: [
        ['T1-T3 and T12', 'Level of its own transverse processes'],
        ['T4-T6 and T11', 'Halfway between its own and the next lower transverse processes'],
        ['T7-T9 and T10', 'Level of the transverse processes of the vertebra below'],
      ],
    },
  },
  {
    id: 'gi-q-omm-somatovisceral-dyspepsia',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Somatovisceral reflex in functional dyspepsia',
    stem: 'A 41-year-old man comes to the osteopathic clinic because of mid-back pain and worsening upper abdominal fullness and nausea after meals for 2 weeks. He has had mild functional dyspepsia for 2 years; upper endoscopy 1 year ago was normal, and testing for Helicobacter pylori was negative. The back pain began when he strained lifting a kayak, and his dyspeptic symptoms flared at the same time. He has no weight loss, vomiting, bleeding or dysphagia and takes no anti-inflammatory drugs. Vital signs are within normal limits. The abdomen is soft with mild epigastric tenderness. Structural examination shows T6 flexed, rotated left, sidebent left, with hypertonic paraspinal muscles from T5 to T7. After two sessions of OMT directed at T5-T7, both the back pain and the dyspeptic symptoms resolve.',
    leadIn: 'Which of the following best explains the improvement in his dyspeptic symptoms?',
    options: [
      {
        text: 'Axon reflex',
        why: 'An axon reflex is a local response in which a stimulated sensory nerve ending releases neuropeptides through its other branches, without the spinal cord; it cannot link the spine to the stomach.',
      },
      {
        text: 'Somatosomatic reflex',
        why: 'A somatosomatic reflex links one somatic structure to another, such as spasm in muscles near an injured joint; it does not change gastric function.',
      },
      {
        text: 'Somatovisceral reflex',
        why: 'Afferent input from the strained midthoracic tissues facilitated the T5-T7 segments and increased sympathetic outflow to the stomach; removing the somatic source reduced the visceral symptoms.',
      },
      {
        text: 'Viscerosomatic reflex',
        why: 'A viscerosomatic reflex runs the other way, from a diseased organ to the paraspinal tissues, as in peptic ulcer disease producing midthoracic tissue changes; here the somatic injury came first.',
      },
      {
        text: 'Viscerovisceral reflex',
        why: 'A viscerovisceral reflex links two organs, such as the gastrocolic reflex, without a somatic component.',
      },
    ],
    answerIndex: 2,
    rationale:
      'His dyspepsia flared when a mechanical back injury produced somatic dysfunction at T5-T7, the sympathetic levels of the stomach, and it resolved when the somatic dysfunction was treated. This sequence describes a somatovisceral reflex: sustained afferent input from a somatic dysfunction facilitates spinal segments and alters their autonomic output to the related organ, here increasing sympathetic tone that slows gastric emptying and motility. The same segments carry viscerosomatic reflexes in the opposite direction when the stomach or duodenum is diseased. Persistent or worsening symptoms, or any alarm feature, still require evaluation for structural disease.',
    objective: 'Distinguish a somatovisceral reflex from a viscerosomatic reflex by the direction of the pathway.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Viscerosomatic: organ affects the soma; somatovisceral: somatic dysfunction affects the organ through the same spinal segments.',
  },
  {
    id: 'gi-q-omm-reciprocal-inhibition-psoas',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Crohn disease with iliopsoas spasm: muscle energy mechanism',
    stem: 'A 27-year-old man with Crohn disease of the terminal ileum comes to the osteopathic clinic 3 weeks after a flare that was treated with oral budesonide; he continues adalimumab. His right lower quadrant pain has resolved, but he has right groin pain and cannot stand fully upright. CT enterography last week showed improving ileal wall thickening with no abscess or fistula. Vital signs are within normal limits. The abdomen is soft and nontender. With the patient supine and the left knee held to the chest, the right thigh rises off the table. The right iliopsoas is tender and hypertonic, and resisted right hip flexion reproduces sharp groin pain. The physician positions the right hip in extension at its barrier off the edge of the table and asks the patient to push the right thigh gently toward the floor against resistance for 3 to 5 seconds and then relax, after which the hip extends farther.',
    leadIn: 'This approach relaxes the iliopsoas chiefly through which of the following mechanisms?',
    options: [
      {
        text: 'Autogenic inhibition through Golgi tendon organs',
        why: 'Golgi tendon organ (post-isometric) relaxation would require contracting the iliopsoas itself, which is too painful here.',
      },
      {
        text: 'Crossed extensor reflex of the opposite limb',
        why: 'The crossed extensor reflex uses contraction of the opposite limb when the affected one cannot be treated directly; here the same limb contracts.',
      },
      {
        text: 'Reciprocal inhibition',
        why: 'Pushing the thigh toward the floor contracts the hip extensors, the antagonists of the iliopsoas; spinal interneurons then inhibit the iliopsoas, so it relaxes and the barrier moves.',
      },
      {
        text: 'Reduced spindle firing from passive shortening',
        why: 'Passive shortening to quiet the spindle is the mechanism of counterstrain, which would place the hip in flexion rather than extension.',
      },
      {
        text: 'Viscoelastic creep of the iliac fascia',
        why: 'Slow lengthening of fascia under sustained load underlies myofascial release, not brief active contractions.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Inflammation of the terminal ileum, which lies on the right psoas, commonly causes reflex iliopsoas spasm with a flexed posture and a positive Thomas test; CT has excluded a psoas abscess, which would contraindicate manipulation of the muscle. In muscle energy, the patient can contract either the tight muscle or its antagonist. When contracting the hypertonic muscle is too painful, as it is here, the patient contracts its antagonists (the hip extensors) against the physician\'s counterforce. Through reciprocal inhibition the contracting extensors reflexly inhibit the iliopsoas, and the physician takes up the new slack into extension. Contracting the iliopsoas itself toward flexion would instead use post-isometric relaxation.',
    objective: 'Identify reciprocal inhibition when muscle energy contracts the antagonist of a painful hypertonic muscle.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Reciprocal inhibition: contract the antagonist to relax a painful hypertonic muscle; post-isometric relaxation contracts the muscle itself.',
  },
  {
    id: 'gi-q-omm-thoracic-type-ii-epigastric-pain',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Musculoskeletal epigastric pain: thoracic type II somatic dysfunction',
    stem: 'A 44-year-old woman comes to the osteopathic clinic because of pain in the left lower chest and upper abdomen for 5 days. It began after she spent a day pulling weeds, is sharp when she twists or arches her back, and is not related to meals. She has gastroesophageal reflux disease controlled with omeprazole and has no nausea, vomiting, black stools or fever. Vital signs are within normal limits. The abdomen is soft and nontender, without organomegaly. Serum lipase and liver tests are normal, and an ECG is normal. On osteopathic structural examination, the left transverse process of T7 is more posterior than the right; the asymmetry increases when she bends backward and disappears when she bends forward.',
    leadIn: 'Which of the following best describes the somatic dysfunction at T7?',
    options: [
      {
        text: 'Extended, rotated left, sidebent left',
        why: 'The side is correct, but an extended segment becomes symmetric in extension and more asymmetric in flexion, the reverse of these findings.',
      },
      {
        text: 'Extended, rotated right, sidebent right',
        why: 'Both the side and the flexion-extension behavior are reversed; this would fit a posterior right transverse process that disappears in extension.',
      },
      {
        text: 'Flexed, rotated left, sidebent left',
        why: 'The posterior left transverse process shows left rotation, the asymmetry resolves in flexion (the segment moves freely into flexion), and a single flexed segment sidebends to the same side.',
      },
      {
        text: 'Flexed, rotated right, sidebent right',
        why: 'The segment is flexed, but rotation is named for the side of the posterior transverse process, which is the left.',
      },
      {
        text: 'Neutral, sidebent right, rotated left',
        why: 'A neutral (type I) group keeps its asymmetry in both flexion and extension; a single segment that changes with them is type II.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Pain that began with physical work, is reproduced by twisting and extension, is unrelated to meals and comes with normal lipase, liver tests and ECG points to a musculoskeletal source, although midthoracic somatic dysfunction can mimic upper gastrointestinal disease because both share the T5-T9 segments. The dysfunction is named for the position the segment moves into freely. The posterior left transverse process indicates left rotation; the asymmetry worsens in extension and resolves in flexion, so T7 is flexed and resists extension, which matches her pain on arching. A single flexed or extended segment follows type II mechanics, sidebending to the same side: T7 flexed, rotated left, sidebent left (FRS left).',
    objective: 'Name a thoracic type II somatic dysfunction in a patient whose upper abdominal pain has a musculoskeletal source.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Asymmetry that disappears in flexion means a flexed segment; the posterior transverse process gives the side of rotation and, in type II, of sidebending.',
  },
  {
    id: 'gi-q-omm-ulcerative-colitis-viscerosomatic',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Viscerosomatic reflex: rectum and sigmoid colon',
    stem: 'A 35-year-old man with ulcerative colitis limited to the rectum and sigmoid colon comes to the osteopathic clinic because of a flare for 3 weeks, with four or five bloody stools daily, urgency, tenesmus and left lower quadrant cramping. Temperature is 37.4°C, pulse is 88/min, and blood pressure is 122/76 mm Hg. There is mild left lower quadrant tenderness without guarding. Hemoglobin is 12.9 g/dL, and erythrocyte sedimentation rate is 32 mm/h. Stool testing for Clostridioides difficile and enteric pathogens is negative. Flexible sigmoidoscopy shows continuous friable, ulcerated mucosa from the anal verge to 30 cm. Oral and rectal mesalamine are started. On osteopathic structural examination, the paraspinal tissues over several adjacent segments are warm and boggy, with deep muscle hypertonicity that does not change with positioning.',
    leadIn: 'At which of the following spinal levels are these sympathetic viscerosomatic changes most likely found?',
    options: [
      {
        text: 'Lower lumbar (L3-L5)',
        why: 'The lower lumbar segments have no preganglionic sympathetic neurons, so visceral disease does not produce sympathetic reflexes there.',
      },
      {
        text: 'Midthoracic (T5-T9)',
        why: 'T5-T9 reflect the foregut organs (stomach, duodenum, liver, gallbladder and pancreas), supplied through the greater splanchnic nerve.',
      },
      {
        text: 'Sacral (S2-S4)',
        why: 'S2-S4 carry the pelvic splanchnic parasympathetic supply of the rectum and sigmoid colon; parasympathetic reflex changes may appear over the sacrum, but the sympathetic ones do not.',
      },
      {
        text: 'Thoracolumbar (T12-L2)',
        why: 'The descending and sigmoid colon and rectum receive sympathetic fibers from about T12-L2 through the lumbar splanchnic nerves and the inferior mesenteric ganglion, so their viscerosomatic reflexes appear at the thoracolumbar junction.',
      },
      {
        text: 'Upper thoracic (T1-T4)',
        why: 'T1-T4 supply the head and neck, and the adjacent upper thoracic levels relate to the heart and lungs.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Bloody diarrhea with urgency and tenesmus, negative stool studies and continuous mucosal inflammation from the anal verge indicate a flare of ulcerative proctosigmoiditis. Visceral afferents from the rectum and sigmoid colon travel with their sympathetic supply to about T12-L2 and produce an acute viscerosomatic reflex at the thoracolumbar junction: warm, boggy tissue over adjacent segments with deep hypertonicity that does not change with positioning. Their parasympathetic supply (S2-S4) may add changes over the sacrum. Recognizing these patterns guides adjunctive OMT such as paraspinal inhibition at T12-L2 and sacral techniques, while mesalamine treats the disease.',
    objective: 'Locate the sympathetic viscerosomatic reflex of the rectum and sigmoid colon at T12-L2.',
    task: 'osteopathic-diagnosis',
    steps: 1,
    takeHome: 'Gut viscerosomatic levels follow the splanchnic nerves: foregut T5-T9, hindgut (descending colon to rectum) T12-L2, with sacral parasympathetic changes distally.',
  },
  {
    id: 'gi-q-omm-acute-viscerosomatic-pancreatitis',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Acute viscerosomatic reflex: pancreas',
    stem: 'A 52-year-old man is hospitalized with severe epigastric pain radiating to the back that began 36 hours ago after a weekend of heavy drinking. He has vomited several times. Temperature is 37.8°C, pulse is 104/min, respirations are 20/min, and blood pressure is 128/78 mm Hg. There is epigastric tenderness with voluntary guarding. Serum lipase is 2,150 U/L. CT of the abdomen shows diffuse enlargement of the pancreas with peripancreatic fat stranding and no necrosis. He is treated with intravenous lactated Ringer solution and analgesia. The physician palpates the paraspinal tissues at the spinal levels that correspond to the sympathetic supply of the affected organ.',
    leadIn: 'Which of the following palpatory findings is most likely in this region?',
    options: [
      {
        text: 'Cool, dry skin over thin, ropy tissue',
        why: 'Cool, dry, thin and ropy tissue reflects a chronic viscerosomatic reflex, as in years of chronic pancreatitis, not an illness of 36 hours.',
      },
      {
        text: 'Normal skin with a single segment restricted in flexion',
        why: 'A single restricted segment with normal tissue texture suggests a primary somatic dysfunction and lacks the tissue changes of a reflex from an inflamed organ.',
      },
      {
        text: 'Pale skin that blanches quickly over atrophic tissue',
        why: 'Rapid blanching, pallor and atrophy are chronic findings caused by long-standing sympathetic vasoconstriction.',
      },
      {
        text: 'Taut band with a tender nodule that refers pain',
        why: 'A taut band that refers pain describes a myofascial trigger point, a muscular finding unrelated to visceral reflexes.',
      },
      {
        text: 'Warm, moist skin over boggy, edematous tissue',
        why: 'An acute viscerosomatic reflex causes vasodilation and edema in the related paraspinal tissues, which feel warm, moist and boggy, with lingering erythema and sharp tenderness.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Epigastric pain radiating to the back after heavy drinking, a lipase more than three times the upper limit of normal and CT findings of interstitial edematous pancreatitis establish acute alcohol-associated pancreatitis. Visceral afferents from the pancreas travel with its sympathetic supply (greater splanchnic nerve, about T5-T9) and produce a viscerosomatic reflex at those levels. In the acute stage the reflex causes local vasodilation and edema, so the paraspinal skin is warm and moist, the tissue boggy and edematous, erythema lingers after stroking, and tenderness is sharp, with deep muscle hypertonicity. Over months to years these changes become chronic: cool, dry, pale, thin and ropy.',
    objective: 'Recognize the palpatory findings of an acute viscerosomatic reflex.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Acute viscerosomatic reflex: warm, moist, boggy, red, sharply tender; chronic: cool, dry, pale, thin, ropy.',
  },
  {
    id: 'gi-q-omm-viscerosomatic-versus-somatic-dysfunction',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Peptic ulcer disease: viscerosomatic reflex versus primary somatic dysfunction',
    stem: 'A 46-year-old man comes to the osteopathic clinic because of burning epigastric pain for 2 months that is worse 2 to 3 hours after meals, wakes him at night and is relieved by eating. He takes ibuprofen several times a week for knee pain. A stool antigen test for Helicobacter pylori is positive, and upper endoscopy shows a 1-cm clean-based ulcer in the duodenal bulb. He begins bismuth quadruple therapy, which includes a proton pump inhibitor, and stops ibuprofen. Vital signs are within normal limits, and there is mild epigastric tenderness. On osteopathic structural examination, there are tissue texture changes in the right midthoracic paraspinal region.',
    leadIn: 'Which additional finding would most strongly suggest that these changes are a viscerosomatic reflex rather than a primary somatic dysfunction?',
    options: [
      {
        text: 'A single segment that becomes symmetric in flexion',
        why: 'One segment whose asymmetry changes with flexion and extension is typical of a primary (type II) somatic dysfunction.',
      },
      {
        text: 'Deep hypertonicity over adjacent segments unchanged by position',
        why: 'Viscerosomatic reflexes involve two or more adjacent segments, with deep paraspinal (rotatores) hypertonicity and motion restriction that do not change when the segment is flexed or extended.',
      },
      {
        text: 'Lasting resolution after a single OMT session',
        why: 'Primary somatic dysfunction often responds promptly and lastingly to OMT, whereas a viscerosomatic reflex tends to return while the organ remains diseased.',
      },
      {
        text: 'Referred pain on compressing a taut muscle band',
        why: 'Pain referred from a taut band defines a myofascial trigger point, a muscular problem rather than a visceral reflex.',
      },
      {
        text: 'Superficial muscle spasm that relaxes with passive shortening of the muscle',
        why: 'Superficial spasm that eases with passive positioning suggests a musculoskeletal strain with a counterstrain tender point, not a reflex from the duodenum.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Nocturnal epigastric pain relieved by food, NSAID use, Helicobacter pylori infection and a duodenal bulb ulcer establish peptic ulcer disease. The duodenum receives sympathetic fibers from about T5-T9, and its viscerosomatic reflex is often found on the right. Several features distinguish a viscerosomatic reflex from a primary somatic dysfunction: it spans two or more adjacent segments; it involves deep paraspinal muscles with a firm, hypertonic feel; its restriction and tissue changes do not change with positioning; the skin and subcutaneous tissue show the acute or chronic texture changes of a sympathetic reflex; and it responds briefly to OMT and returns until the organ heals.',
    objective: 'List the palpatory features that distinguish a viscerosomatic reflex from a primary somatic dysfunction.',
    task: 'osteopathic-diagnosis',
    steps: 2,
    takeHome: 'Viscerosomatic reflex: two or more adjacent segments, deep hypertonicity, unchanged by positioning, and returns after OMT until the organ heals.',
  },
  {
    id: 'gi-q-omm-postoperative-ileus-sympathetic-effects',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Postoperative ileus: sympathetic effects on the bowel',
    stem: 'A 67-year-old woman is on postoperative day 3 after laparoscopic sigmoid colectomy for recurrent diverticulitis. She has abdominal distention and nausea and has not passed flatus. She is receiving intravenous fluids and acetaminophen, and opioids have been kept to a minimum. Temperature is 37.4°C, pulse is 92/min, and blood pressure is 124/72 mm Hg. The abdomen is distended and mildly tympanic, with hypoactive bowel sounds, and the incisions are clean. Serum potassium is 4.1 mEq/L, and magnesium is 1.8 mEq/L. An abdominal radiograph shows diffusely dilated loops of small bowel and colon without a transition point. Structural examination shows warm, boggy paraspinal tissues with hypertonicity from T10 to L2 and restricted lower rib motion. The physician performs rib raising and paraspinal inhibition at these levels to reduce sympathetic outflow to the bowel.',
    leadIn: 'Increased sympathetic outflow to the intestine contributes to this condition through which of the following effects?',
    options: [
      {
        text: 'Decreased peristalsis with contracted sphincters',
        why: 'Sympathetic activity inhibits the enteric neurons that drive peristalsis and contracts the sphincters, so intestinal contents stop moving.',
      },
      {
        text: 'Increased peristalsis with relaxed sphincters',
        why: 'Increased peristalsis with relaxed sphincters is the parasympathetic pattern that favors emptying; it would relieve ileus rather than cause it.',
      },
      {
        text: 'Increased secretion of intestinal fluid',
        why: 'Parasympathetic activity increases gut secretions; sympathetic activity decreases them.',
      },
      {
        text: 'Mesenteric vasodilation with mucosal hyperemia',
        why: 'Sympathetic stimulation constricts the mesenteric vessels rather than dilating them.',
      },
      {
        text: 'Stimulation of the myenteric plexus through acetylcholine',
        why: 'Cholinergic stimulation of the myenteric plexus is the vagal and pelvic splanchnic (parasympathetic) mechanism that promotes motility.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Distention, nausea, absent flatus and diffusely dilated bowel without a transition point after abdominal surgery, with normal potassium and magnesium and minimal opioids, indicate postoperative ileus. Surgical manipulation and pain trigger reflex sympathetic hyperactivity to the bowel, producing the acute viscerosomatic changes at T10-L2. Sympathetic stimulation slows gut motility by inhibiting enteric neurons, contracts the sphincters, reduces secretions and constricts the mesenteric vessels, while parasympathetic (vagal and S2-S4) activity has the opposite effects. Rib raising and paraspinal inhibition at the thoracolumbar levels aim to normalize this sympathetic outflow and are techniques that can be done supine without pressure on the abdomen.',
    objective: 'Describe how sympathetic hyperactivity slows the bowel, the rationale for sympathetic OMT in postoperative ileus.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Sympathetic tone stops the gut (less peristalsis, closed sphincters, less secretion); parasympathetic tone moves it.',
  },
  {
    id: 'gi-q-omm-primary-biliary-cholangitis-osteoporosis',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Primary biliary cholangitis with osteoporosis: OMT contraindication',
    stem: 'A 58-year-old woman with primary biliary cholangitis for 9 years comes to the osteopathic clinic because of mid-back pain for 3 weeks that began after she lifted a heavy bag of potting soil. She takes ursodiol. Menopause occurred at age 50 years. Vital signs are within normal limits. There is tenderness over the T9 spinous process, and neurologic examination of the legs is normal. Serum alkaline phosphatase is 310 U/L, and total bilirubin is 0.9 mg/dL. Dual-energy x-ray absorptiometry last year showed a T-score of -2.9 at the lumbar spine, but she did not start the recommended treatment. Radiographs of the thoracic spine show new anterior wedging of the T9 vertebral body. On structural examination, the adjacent thoracic segments are restricted, with hypertonic paraspinal muscles.',
    leadIn: 'Which of the following techniques is contraindicated in this patient?',
    options: [
      {
        text: 'Balanced ligamentous tension',
        why: 'Balanced ligamentous tension is a gentle indirect technique that places no thrust on bone and is suitable in osteoporosis.',
      },
      {
        text: 'Counterstrain',
        why: 'Counterstrain is passive positioning into ease and is safe for osteoporotic patients with paraspinal spasm.',
      },
      {
        text: 'Facilitated positional release',
        why: 'Facilitated positional release uses light compression or traction in the position of ease and applies no corrective force to bone.',
      },
      {
        text: 'High-velocity, low-amplitude thrust',
        why: 'A thrust on osteoporotic vertebrae with a recent compression fracture can cause new fractures or worsen the collapse; osteoporosis and fracture at the site are absolute contraindications.',
      },
      {
        text: 'Myofascial release of the thoracic fascia',
        why: 'Myofascial release applies gentle, sustained load to soft tissues and is well tolerated in fragile bone.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Chronic cholestatic liver disease such as primary biliary cholangitis causes osteoporosis (hepatic osteodystrophy), which adds to the effect of menopause. Her T-score below -2.5 and new anterior wedging of T9 after minor lifting indicate an osteoporotic compression fracture. High-velocity, low-amplitude thrust is absolutely contraindicated in severe osteoporosis and at a fracture, as well as with bone metastasis or osteomyelitis, because the thrust can fracture or further collapse the vertebra. Indirect and soft tissue techniques can ease her paraspinal spasm, and she needs treatment of the osteoporosis, usually with a bisphosphonate, calcium and vitamin D.',
    objective: 'Recognize osteoporosis from cholestatic liver disease, with a compression fracture, as a contraindication to HVLA.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Cholestatic liver disease causes osteoporosis; severe osteoporosis or a fracture at the site absolutely contraindicates HVLA.',
  },
  {
    id: 'gi-q-omm-greater-splanchnic-stomach',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Gastric ulcer: sympathetic pathway to the stomach',
    stem: 'A 63-year-old woman comes to the osteopathic clinic because of epigastric pain for 6 weeks that worsens with eating, with early satiety. She takes naproxen daily for osteoarthritis of the knees. A stool antigen test for Helicobacter pylori is negative. Upper endoscopy shows a 1.5-cm clean-based ulcer on the lesser curvature of the stomach, and biopsies show no malignancy. Naproxen is stopped, and a proton pump inhibitor is started. Vital signs are within normal limits, and there is mild epigastric tenderness. Structural examination shows warm, boggy paraspinal tissues with deep hypertonicity in the midthoracic region. The physician plans rib raising at these levels to modify the sympathetic supply of the stomach.',
    leadIn: 'The preganglionic sympathetic fibers to this organ reach their ganglion through which of the following nerves?',
    options: [
      {
        text: 'Greater splanchnic nerve',
        why: 'Preganglionic fibers from about T5-T9 pass through the sympathetic chain without synapsing and form the greater splanchnic nerve, which ends in the celiac ganglion that supplies the stomach.',
      },
      {
        text: 'Least splanchnic nerve',
        why: 'The least splanchnic nerve (about T12) goes to the renal plexus and supplies the kidney.',
      },
      {
        text: 'Lesser splanchnic nerve',
        why: 'The lesser splanchnic nerve (about T10-T11) goes to the superior mesenteric and aorticorenal ganglia and supplies the midgut and kidney.',
      },
      {
        text: 'Lumbar splanchnic nerves',
        why: 'The lumbar splanchnic nerves (L1-L2) go to the inferior mesenteric ganglion and hypogastric plexus for the hindgut and pelvic organs.',
      },
      {
        text: 'Pelvic splanchnic nerves',
        why: 'The pelvic splanchnic nerves (S2-S4) are parasympathetic and supply the distal colon, rectum and pelvic organs.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Epigastric pain worse with meals in a patient taking an NSAID, with a benign lesser-curvature ulcer, is an NSAID-induced gastric ulcer. The stomach, like the other foregut organs, receives sympathetic fibers from about T5-T9. These preganglionic fibers leave the cord, pass through the paravertebral chain without synapsing, form the greater splanchnic nerve and synapse in the celiac ganglion, from which postganglionic fibers follow the branches of the celiac trunk. Visceral afferents run the same path back to T5-T9, producing the viscerosomatic reflex found here. Rib raising or paraspinal inhibition at T5-T9 addresses the segmental sympathetic outflow, and celiac ganglion inhibition addresses the ganglion itself.',
    objective: 'Trace the sympathetic supply of the stomach from T5-T9 through the greater splanchnic nerve to the celiac ganglion.',
    task: 'anatomy',
    steps: 1,
    takeHome: 'Splanchnic nerves: greater (T5-T9) to the celiac ganglion, lesser (T10-T11) to the superior mesenteric, least (T12) to the kidney, lumbar (L1-L2) to the inferior mesenteric.',
    table: {
      caption: 'Sympathetic supply of the gut',
      header: ['Cord levels', 'Nerve', 'Ganglion', 'Territory'],
      rows: [
        ['T5-T9', 'Greater splanchnic', 'Celiac', 'Foregut: stomach to proximal duodenum, liver, pancreas'],
        ['T10-T11', 'Lesser splanchnic', 'Superior mesenteric', 'Midgut: distal duodenum to proximal transverse colon'],
        ['T12-L2', 'Least and lumbar splanchnic', 'Renal plexus, inferior mesenteric', 'Kidney; hindgut to upper rectum'],
      ],
    },
  },
  {
    id: 'gi-q-omm-iliacus-counterstrain-diverticulitis',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Diverticulitis with iliacus dysfunction: counterstrain',
    stem: 'A 61-year-old woman comes to the osteopathic clinic because of left groin and low back pain for 2 weeks. Four weeks ago she had uncomplicated sigmoid diverticulitis, with no abscess on CT, which resolved with oral antibiotics. She now walks slightly bent forward and leaning to the left and has difficulty standing up straight after sitting. Temperature is 36.8°C, pulse is 74/min, and blood pressure is 128/78 mm Hg. The abdomen is soft and nontender. With the patient supine and her right knee held to her chest, the left thigh rises off the table. Strength, sensation and reflexes in the legs are normal. A tender point is found deep in the left iliac fossa, about 7 cm medial to the anterior superior iliac spine. The physician plans counterstrain for this point.',
    leadIn: 'Which of the following is the most appropriate treatment position?',
    options: [
      {
        text: 'Bilateral hip flexion with external rotation',
        why: 'The iliacus tender point is treated supine with both hips and knees flexed, the hips externally rotated with the knees apart and the ankles crossed, which shortens the iliacus.',
      },
      {
        text: 'Hip extension with the leg off the table',
        why: 'Extending the hip off the table stretches the iliopsoas; it is the starting position for direct stretching or muscle energy, the opposite of a counterstrain position.',
      },
      {
        text: 'Prone hip extension with abduction',
        why: 'Prone extension positions are used for posterior pelvic and lumbar tender points; they would lengthen the iliacus.',
      },
      {
        text: 'Prone hip flexion with external rotation and abduction',
        why: 'This is the counterstrain position for a piriformis tender point, which lies posteriorly in the buttock and often accompanies iliopsoas dysfunction on the opposite side.',
      },
      {
        text: 'Supine lumbar extension with sidebending away',
        why: 'Extension with sidebending away from the point would stretch an anterior tender point rather than shorten it.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Inflammation of the sigmoid colon, which lies on the left iliopsoas, can leave reflex spasm of the left iliacus and psoas after the infection resolves. A flexed, left-leaning posture, a positive left Thomas test and a tender point deep in the iliac fossa medial to the anterior superior iliac spine indicate an iliacus tender point. Counterstrain places the body passively in the position that shortens the involved muscle: the supine patient\'s hips and knees are flexed, the hips externally rotated with the knees apart and the ankles crossed, and the position is fine-tuned until the tenderness falls by at least 70 percent. It is held for 90 seconds, and the legs are then returned slowly and passively.',
    objective: 'Choose the counterstrain position (bilateral hip flexion with external rotation) for an iliacus tender point.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Iliacus tender point: supine, hips flexed and externally rotated with knees apart (frog-leg), hold 90 seconds.',
  },
  {
    id: 'gi-q-omm-cholecystitis-phrenic-referral',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Acute cholecystitis: referred shoulder pain',
    stem: 'A 44-year-old woman comes to the emergency department because of constant right upper quadrant pain for 18 hours that began after a fatty meal, with nausea and pain at the tip of her right shoulder. Temperature is 38.3°C, pulse is 102/min, and blood pressure is 126/78 mm Hg. There is right upper quadrant tenderness, and she stops inhaling when the examiner presses below the right costal margin. The right shoulder has full, painless range of motion and no local tenderness. Leukocyte count is 14,200/mm³, total bilirubin is 0.8 mg/dL, and alkaline phosphatase is 96 U/L. Ultrasonography shows gallstones, a gallbladder wall thickness of 5 mm and pericholecystic fluid. Surgical consultation is requested. On osteopathic structural examination, the right midthoracic paraspinal tissues are warm and boggy, and there are tender tissue texture changes beside the right midcervical spine.',
    leadIn: 'Afferent fibers in which of the following nerves most likely account for the shoulder pain?',
    options: [
      {
        text: 'Greater splanchnic nerve',
        why: 'Afferents in the greater splanchnic nerve carry visceral pain from the gallbladder to T5-T9, explaining the deep upper abdominal pain and the midthoracic viscerosomatic reflex, not pain at the shoulder tip.',
      },
      {
        text: 'Lower intercostal nerves',
        why: 'The lower intercostal nerves supply the parietal peritoneum of the abdominal wall, giving localized right upper quadrant tenderness, not shoulder pain.',
      },
      {
        text: 'Phrenic nerve',
        why: 'The inflamed gallbladder irritates the central diaphragm and its peritoneum, whose sensation is carried by the phrenic nerve (C3-C5), so the pain is referred to the C4 dermatome at the shoulder tip.',
      },
      {
        text: 'Suprascapular nerve',
        why: 'The suprascapular nerve supplies the shoulder joint and the supraspinatus and infraspinatus; its involvement would cause shoulder pain with movement and weakness, which she does not have.',
      },
      {
        text: 'Vagus nerve',
        why: 'Vagal afferents carry nausea and other visceral sensations to the brainstem and produce reflex changes at the occipitoatlantal region, not pain at the shoulder.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Constant right upper quadrant pain after a fatty meal with fever, leukocytosis, inspiratory arrest on subcostal palpation, gallstones, a thickened wall and pericholecystic fluid establish acute calculous cholecystitis. Gallbladder pain travels by two routes: visceral afferents with the greater splanchnic nerve to T5-T9, producing the right midthoracic viscerosomatic reflex, and, when the inflamed gallbladder touches the diaphragm, phrenic nerve afferents to C3-C5, whose shared segments with the skin of the shoulder produce referred pain at the shoulder tip. Osteopathic findings at C3-C5 and at T5-T9 can therefore coexist. A normal shoulder examination points away from a local shoulder cause.',
    objective: 'Attribute referred shoulder-tip pain in cholecystitis to phrenic nerve afferents from the irritated diaphragm.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Diaphragmatic irritation refers pain to the shoulder through the phrenic nerve (C3-C5); gallbladder visceral pain also reaches T5-T9.',
  },
  {
    id: 'gi-q-omm-cirrhosis-splenic-pump',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Cirrhosis with splenomegaly: lymphatic OMT contraindication',
    stem: 'A 56-year-old man with alcohol-associated cirrhosis comes to the osteopathic clinic for routine care. He has not drunk alcohol for 1 year and takes propranolol for small esophageal varices. He is not immune to hepatitis B, and vaccination is planned today; his physician also plans lymphatic OMT, which has been reported to enhance the antibody response to hepatitis B vaccine. Pulse is 64/min, and blood pressure is 112/68 mm Hg. There are spider angiomas on the chest, and the spleen tip is palpable 4 cm below the left costal margin; there is no ascites. Platelet count is 72,000/mm³, albumin is 3.2 g/dL, total bilirubin is 1.6 mg/dL, and INR is 1.4. Ultrasonography shows a nodular liver and a spleen 17 cm in length.',
    leadIn: 'Which of the following techniques is contraindicated in this patient?',
    options: [
      {
        text: 'Occipitoatlantal decompression',
        why: 'Suboccipital decompression affects vagal tone and places no pressure on the abdomen or spleen.',
      },
      {
        text: 'Pedal lymphatic pump',
        why: 'The pedal pump augments lymph flow through rhythmic motion from the feet without compressing the spleen; it is an appropriate alternative here.',
      },
      {
        text: 'Splenic pump',
        why: 'The splenic pump compresses the lower left rib cage over the spleen rhythmically; an enlarged, congested spleen with thrombocytopenia is at risk of injury and bleeding.',
      },
      {
        text: 'Thoracic inlet myofascial release',
        why: 'Releasing the thoracic inlet opens the terminal drainage of the lymphatic ducts and is the usual first step of lymphatic treatment.',
      },
      {
        text: 'Thoracic lymphatic pump',
        why: 'The thoracic pump compresses the upper anterior chest, away from the spleen, and is acceptable in a patient without rib fracture or osteoporosis.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Cirrhosis with varices, thrombocytopenia and a spleen 17 cm long indicates portal hypertension with congestive splenomegaly. Lymphatic techniques, including the splenic pump, have been studied as ways to enhance the antibody response to hepatitis B vaccination. The splenic pump, however, is performed by compressing and releasing the lower left ribs over the spleen, and splenomegaly (from portal hypertension, infectious mononucleosis or hematologic disease) contraindicates it because the enlarged organ can be injured and bleed, a risk increased here by thrombocytopenia and coagulopathy. Thoracic inlet release, the thoracic and pedal pumps and suboccipital decompression do not load the spleen.',
    objective: 'Recognize splenomegaly from portal hypertension as a contraindication to the splenic pump.',
    task: 'omt-choice',
    steps: 2,
    takeHome: 'Splenomegaly of any cause, including portal hypertension, contraindicates the splenic pump.',
  },
  {
    id: 'gi-q-omm-chapman-small-intestine',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Chapman reflex points: small intestine',
    stem: 'A 24-year-old woman comes to the osteopathic clinic because of crampy right lower quadrant and periumbilical pain, loose stools and a 4-kg weight loss over 3 months. Colonoscopy with ileal intubation shows deep ulcers and cobblestoning of the terminal ileum with a normal colon, and biopsies show noncaseating granulomas. CT enterography shows a 15-cm segment of inflamed terminal ileum without abscess or fistula. Temperature is 37.4°C, pulse is 84/min, and blood pressure is 112/70 mm Hg. There is mild tenderness in the right lower quadrant. Treatment with a biologic agent is planned. On osteopathic examination, several small, firm, tender nodules consistent with anterior Chapman reflex points related to the affected organ are palpated.',
    leadIn: 'Where are these nodules most likely located?',
    options: [
      {
        text: 'Along the iliotibial band of the lateral thigh',
        why: 'Points along the iliotibial band relate to the colon, which is spared in this patient.',
      },
      {
        text: 'Eighth to tenth intercostal spaces',
        why: 'The anterior Chapman points of the small intestine lie in the eighth, ninth and tenth intercostal spaces near the costal cartilages.',
      },
      {
        text: 'Fourth intercostal space beside the sternum',
        why: 'The fourth intercostal space next to the sternum holds the anterior point of the lower lung.',
      },
      {
        text: 'One inch superior and lateral to the umbilicus',
        why: 'The point 1 inch superior and 1 inch lateral to the umbilicus is the anterior Chapman point of the kidney.',
      },
      {
        text: 'Tip of the right 12th rib',
        why: 'The tip of the right 12th rib is the anterior point of the appendix; right lower quadrant pain tempts this choice, but the disease here is in the ileum.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Chronic right lower quadrant pain, diarrhea and weight loss with ulceration and cobblestoning of the terminal ileum, noncaseating granulomas and a normal colon establish Crohn disease limited to the small intestine. Chapman reflex points are small, smooth, firm, tender nodules in the deep fascia that reflect visceral dysfunction; each organ has consistent anterior and posterior locations. The small intestine points lie in the eighth through tenth intercostal spaces near the costal cartilages, whereas the colon points lie along the iliotibial band and the appendix point at the tip of the right 12th rib. The points support the osteopathic diagnosis but do not change the need for immunomodulating therapy.',
    objective: 'Locate the anterior Chapman reflex points of the small intestine in the eighth to tenth intercostal spaces.',
    task: 'osteopathic-diagnosis',
    steps: 1,
    takeHome: 'Gut Chapman points: small intestine in intercostal spaces 8-10 near the cartilages, colon along the iliotibial band, appendix at the tip of the right 12th rib.',
  },
  {
    id: 'gi-q-omm-muscle-energy-sequence',
    category: 'Gastroenterology',
    examTypes: ['comlex'],
    osteopathic: true,
    topic: 'Muscle energy technique sequence',
    stem: 'A 50-year-old man comes to the osteopathic clinic because of right midthoracic back pain for 1 week that began after he painted a ceiling. He has gastroesophageal reflux disease controlled with pantoprazole, and his reflux symptoms have flared slightly since the back pain began. He has no dysphagia, weight loss or bleeding. Vital signs are within normal limits, and the abdomen is soft and nontender. Structural examination shows T6 flexed, rotated right, sidebent right. Because somatic dysfunction at the sympathetic levels of the upper gastrointestinal tract can aggravate visceral symptoms, the physician treats T6 with muscle energy: T6 is localized at its barrier of extension, left rotation and left sidebending, and the patient pushes toward right sidebending against the physician\'s equal counterforce for 3 to 5 seconds and then relaxes completely.',
    leadIn: 'Which of the following is the most appropriate next step in this technique?',
    options: [
      {
        text: 'Apply a short, quick thrust toward the barrier',
        why: 'A short, quick thrust through the barrier defines high-velocity, low-amplitude technique, not muscle energy.',
      },
      {
        text: 'Hold the position for 90 seconds',
        why: 'A 90-second hold in the position of ease belongs to counterstrain, an indirect technique.',
      },
      {
        text: 'Move the segment to its new restrictive barrier',
        why: 'After each contraction and relaxation the physician takes up the slack to the new barrier in all three planes and repeats the contraction, usually three to five times, then rechecks.',
      },
      {
        text: 'Return the patient slowly and passively to neutral',
        why: 'A slow, passive return to neutral ends a counterstrain treatment; in muscle energy it comes only after the final contraction.',
      },
      {
        text: 'Reverse the position to the point of ease',
        why: 'Moving to the position of ease would convert the treatment into an indirect technique and lose the ground gained at the barrier.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Midthoracic somatic dysfunction shares the T5-T9 segments with the upper gastrointestinal tract and can aggravate reflux symptoms through a somatovisceral reflex, so treating it is reasonable alongside acid suppression. Muscle energy is a direct technique with a set sequence: localize the segment at its restrictive barrier in all three planes; have the patient contract gently away from the barrier for 3 to 5 seconds against an equal counterforce; wait for complete relaxation; take up the slack to the new barrier; and repeat three to five times before rechecking the segment. The relaxation after each contraction allows the barrier to move.',
    objective: 'Describe the repeated contract-relax-reengage sequence of muscle energy technique.',
    task: 'omt-choice',
    steps: 1,
    takeHome: 'Muscle energy: barrier, gentle isometric contraction 3-5 seconds, relax, take up slack to the new barrier, repeat 3-5 times, recheck.',
  },
];
