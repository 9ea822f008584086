import type { ItemModel } from '../types';

const bpGap = (v: Record<string, string | number>): boolean => Number(v.dbp) <= Number(v.sbp) - 30;

export const modelsB: readonly ItemModel[] = [
  {
    id: 'obgyn-ovarian-torsion-laparoscopy',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Adnexal torsion',
    patient: { sex: 'female', age: { min: 19, max: 34 } },
    variables: {
      side: { kind: 'choice', values: ['right', 'left'] },
      hours: { kind: 'number', min: 3, max: 6, unit: 'hours' },
      activity: { kind: 'choice', values: ['while jogging', 'while lifting a heavy box', 'during a dance class'] },
      temp: { kind: 'number', lab: 'temperature', min: 36.8, max: 37.6, step: 0.1, expect: 'normal' },
      hr: { kind: 'number', lab: 'heartRate', min: 98, max: 116, expect: 'any' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 116, max: 134, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 70, max: 84, expect: 'any' },
      wbc: { kind: 'number', lab: 'wbc', min: 8800, max: 12800, step: 100, expect: 'any', thousands: true },
      hb: { kind: 'number', lab: 'hemoglobinFemale', min: 12.4, max: 14.2, step: 0.1, expect: 'normal' },
      ovary: { kind: 'number', min: 7, max: 10, unit: 'cm' },
      cyst: { kind: 'number', min: 5, max: 7, unit: 'cm' },
    },
    check: (v) => bpGap(v) && Number(v.cyst) <= Number(v.ovary) - 2,
    stem: 'A {{ageText}} {{person}} comes to the emergency department because of severe {{side}} lower abdominal pain that began suddenly {{activity}} {{hours}} ago. The pain comes in waves, and she has vomited three times. Her last menstrual period ended 10 days ago. She has no vaginal discharge or dysuria. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. There is {{side}} lower quadrant tenderness without rebound. Pelvic examination shows a normal cervix without discharge or cervical motion tenderness and a tender {{side}} adnexal mass. Urine pregnancy test is negative. Leukocyte count is {{wbc}}, and hemoglobin concentration is {{hb}}. Transvaginal ultrasonography shows an enlarged, edematous {{side}} ovary measuring {{ovary}} containing a {{cyst:v}}-cm simple cyst, with markedly reduced arterial flow and absent venous flow on Doppler. There is a small amount of free pelvic fluid.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    key: {
      text: 'Laparoscopic detorsion',
      why: 'Suspected adnexal torsion is a surgical emergency; prompt laparoscopy confirms the diagnosis and untwists the adnexa, preserving the ovary even when it looks dark, because most such ovaries recover.',
    },
    distractors: [
      {
        text: 'Laparotomy with oophorectomy',
        why: 'Ovary-sparing detorsion by laparoscopy is preferred in a young woman; removal is reserved for a frankly necrotic ovary or suspected malignancy.',
      },
      {
        text: 'CT of the abdomen and pelvis',
        why: 'CT would help if the diagnosis were unclear (for example appendicitis), but the ultrasound already shows torsion, and imaging delays salvage of the ovary.',
      },
      {
        text: 'Intramuscular methotrexate',
        why: 'Methotrexate treats a stable ectopic pregnancy; her pregnancy test is negative.',
      },
      {
        text: 'Repeat ultrasonography in 6 weeks',
        why: 'Interval imaging suits an asymptomatic simple cyst; this ovary has lost its blood flow.',
      },
      {
        text: 'Ceftriaxone, doxycycline and metronidazole',
        why: 'This regimen treats pelvic inflammatory disease; she has no fever, discharge or cervical motion tenderness.',
      },
      {
        text: 'Observation with intravenous analgesia',
        why: 'Waiting risks infarction of the ovary; torsion needs surgery, not observation.',
      },
    ],
    rationale:
      'Sudden, severe, colicky {{side}} lower abdominal pain with vomiting after exertion, a tender adnexal mass, a negative pregnancy test and an enlarged ovary with a {{cyst:v}}-cm cyst and lost venous flow indicate adnexal torsion. The next step is urgent laparoscopy with detorsion to save the ovary.',
    objective: 'Recognize adnexal torsion and proceed to laparoscopic detorsion without delay.',
  },
  {
    id: 'obgyn-bacterial-vaginosis',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Vaginitis: bacterial vaginosis',
    patient: { sex: 'female', age: { min: 20, max: 40 } },
    variables: {
      days: { kind: 'number', min: 4, max: 10, unit: 'days' },
      ph: { kind: 'choice', values: ['5.0', '5.2', '5.5'] },
      partner: {
        kind: 'choice',
        values: [
          'She has had one new male sexual partner in the past 3 months.',
          'She has had one female sexual partner for the past 2 years.',
          'She has had one male sexual partner for the past year.',
        ],
      },
      temp: { kind: 'number', lab: 'temperature', min: 36.5, max: 37.2, step: 0.1, expect: 'normal' },
      hr: { kind: 'number', lab: 'heartRate', min: 64, max: 88, expect: 'normal' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 108, max: 126, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 64, max: 80, expect: 'normal' },
    },
    check: bpGap,
    stem: 'A {{ageText}} {{person}} comes to the clinic because of a vaginal discharge with a fishy odor for {{days}}; the odor is stronger after intercourse. She has no vulvar itching, dysuria or pelvic pain. {{partner}} She takes no medications. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. Speculum examination shows a thin, homogeneous, gray-white discharge coating the vaginal walls; the vulva and vaginal mucosa are not inflamed, and the cervix appears normal without mucopurulent discharge or friability. There is no cervical motion tenderness. The vaginal pH is {{ph}}. Adding potassium hydroxide to the discharge releases a fishy odor. Saline microscopy shows many epithelial cells with borders obscured by adherent bacteria, few leukocytes and no motile organisms; the potassium hydroxide preparation shows no hyphae.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    key: {
      text: 'Bacterial vaginosis',
      why: 'Three or more Amsel criteria (thin gray homogeneous discharge, pH above 4.5, positive amine test, clue cells) with few leukocytes establish bacterial vaginosis, a shift from lactobacilli to anaerobes such as Gardnerella.',
    },
    distractors: [
      {
        text: 'Trichomoniasis',
        why: 'Trichomonas also raises the pH but causes a frothy yellow-green discharge with vulvovaginal inflammation, many leukocytes and motile flagellated organisms.',
      },
      {
        text: 'Vulvovaginal candidiasis',
        why: 'Candida causes itching and a thick white discharge with a normal pH (4.0-4.5) and hyphae on the potassium hydroxide preparation.',
      },
      {
        text: 'Atrophic vaginitis',
        why: 'Atrophy follows estrogen deficiency (menopause, lactation) and shows pale, thin, dry mucosa with parabasal cells, not clue cells.',
      },
      {
        text: 'Chlamydial cervicitis',
        why: 'Cervicitis causes mucopurulent discharge from a friable cervix with leukocytes; her cervix is normal.',
      },
      {
        text: 'Desquamative inflammatory vaginitis',
        why: 'This causes a purulent discharge with intense inflammation, many leukocytes and parabasal cells.',
      },
      {
        text: 'Physiologic leukorrhea',
        why: 'Normal discharge is odorless, with a pH of 4.5 or lower, lactobacilli and no clue cells.',
      },
    ],
    rationale:
      'A thin gray malodorous discharge, pH {{ph}}, a positive amine (whiff) test and epithelial cells covered with bacteria (clue cells) with few leukocytes meet the criteria for bacterial vaginosis. The absence of inflammation, motile organisms and hyphae argues against trichomoniasis and candidiasis. Oral or vaginal metronidazole is first-line treatment.',
    objective: 'Diagnose bacterial vaginosis from bedside findings and distinguish it from other causes of vaginitis.',
  },
  {
    id: 'obgyn-hellp-delivery',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'HELLP syndrome',
    patient: { sex: 'female', age: { min: 22, max: 38 } },
    variables: {
      ga: { kind: 'number', min: 34, max: 36, unit: 'weeks' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 152, max: 168, expect: 'high' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 96, max: 108, expect: 'high' },
      hr: { kind: 'number', lab: 'heartRate', min: 86, max: 104, expect: 'any' },
      temp: { kind: 'number', lab: 'temperature', min: 36.6, max: 37.3, step: 0.1, expect: 'normal' },
      hb: { kind: 'number', lab: 'hemoglobinFemale', min: 8.6, max: 10.2, step: 0.1, expect: 'low' },
      plt: { kind: 'number', lab: 'platelets', min: 58000, max: 96000, step: 1000, expect: 'low', thousands: true },
      ast: { kind: 'number', lab: 'ast', min: 160, max: 420, step: 5, expect: 'high' },
      alt: { kind: 'number', lab: 'alt', min: 140, max: 360, step: 5, expect: 'high' },
      bili: { kind: 'number', lab: 'totalBilirubin', min: 1.3, max: 2.2, step: 0.1, expect: 'high' },
      cr: { kind: 'number', lab: 'creatinine', min: 0.6, max: 1.0, step: 0.1, expect: 'normal' },
      glucose: { kind: 'number', lab: 'glucose', min: 76, max: 98, expect: 'normal' },
    },
    stem: 'A {{ageText}} {{person}}, gravida 1, para 0, at {{ga}} of gestation comes to the labor and delivery unit because of epigastric and right upper quadrant pain with nausea for 1 day. Her prenatal course had been uncomplicated. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. There is right upper quadrant tenderness and edema of both legs. Hemoglobin concentration is {{hb}}, platelet count is {{plt}}, serum AST activity is {{ast}}, serum ALT activity is {{alt}}, total bilirubin concentration is {{bili}}, serum creatinine concentration is {{cr}}, and glucose concentration is {{glucose}}. Serum lactate dehydrogenase activity is 820 U/L, and a peripheral blood smear shows schistocytes. Urinalysis shows 2+ protein. The fetus is in cephalic presentation, and the fetal heart rate tracing is category I. Magnesium sulfate and intravenous labetalol are started, and her blood pressure decreases.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    key: {
      text: 'Proceed with delivery',
      why: 'At 34 weeks or later, HELLP syndrome is managed by delivery once the mother is stabilized (seizure prophylaxis and blood pressure control); delivery is the only definitive treatment, and induction is reasonable for a cephalic fetus with a reassuring tracing.',
    },
    distractors: [
      {
        text: 'Expectant management until 37 weeks',
        why: 'Continuing the pregnancy exposes her to hepatic hemorrhage or rupture, abruption and disseminated intravascular coagulation; expectant care is not offered in HELLP syndrome.',
      },
      {
        text: 'Betamethasone, then delivery in 48 hours',
        why: 'A 48-hour steroid window is considered only before 34 weeks in a stable patient; at 34 weeks or later, delivery should not be delayed.',
      },
      {
        text: 'Plasma exchange',
        why: 'Plasma exchange treats thrombotic thrombocytopenic purpura; HELLP syndrome resolves after delivery.',
      },
      {
        text: 'Platelet transfusion',
        why: 'Transfusion is considered for a count below about 50,000/mm³ before cesarean delivery, or for bleeding; it does not treat the disease.',
      },
      {
        text: 'High-dose dexamethasone',
        why: 'Corticosteroids can raise the platelet count transiently but do not improve maternal outcomes and are not recommended to treat HELLP syndrome.',
      },
    ],
    rationale:
      'Hemolysis (schistocytes, high LDH, bilirubin {{bili}}, hemoglobin {{hb}}), elevated liver enzymes (AST {{ast}}) and a low platelet count ({{plt}}) in a hypertensive patient at {{ga}} define HELLP syndrome, a severe form of preeclampsia. After magnesium and antihypertensive therapy, the next step is delivery.',
    objective: 'Recognize HELLP syndrome and proceed to delivery after maternal stabilization at 34 weeks or later.',
  },
  {
    id: 'obgyn-omm-dysmenorrhea-viscerosomatic',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Primary dysmenorrhea: viscerosomatic reflex',
    patient: { sex: 'female', age: { min: 19, max: 27 } },
    variables: {
      days: { kind: 'number', min: 1, max: 2, unit: 'days' },
      temp: { kind: 'number', lab: 'temperature', min: 36.5, max: 37.2, step: 0.1, expect: 'normal' },
      hr: { kind: 'number', lab: 'heartRate', min: 62, max: 86, expect: 'normal' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 104, max: 122, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 62, max: 78, expect: 'normal' },
      relief: { kind: 'choice', values: ['Ibuprofen partly relieves the pain.', 'Naproxen partly relieves the pain.'] },
    },
    check: bpGap,
    stem: 'A {{ageText}} {{person}} comes to the osteopathic clinic because of crampy lower abdominal pain that radiates to the low back with each menstrual period. The pain began about 1 year after menarche, starts a few hours before menstrual flow and lasts {{days}}. {{relief}} Her cycles are regular every 28 days, and menstrual flow is moderate. She has no dyspareunia or pain between periods. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. Abdominal and pelvic examinations show no abnormalities, and pelvic ultrasonography is normal. She asks whether osteopathic manipulative treatment could help.',
    leadIn: 'Tissue texture changes from the sympathetic viscerosomatic reflex of the uterus are most likely to be found at which of the following spinal levels?',
    key: {
      text: 'T10-L2',
      why: 'Sympathetic preganglionic fibers to the uterus arise from T10-L2, so afferent input from the uterus produces paraspinal tissue texture changes at these levels; treating them (for example with paraspinal inhibition) aims to reduce sympathetic tone.',
    },
    distractors: [
      {
        text: 'T1-T4',
        why: 'Upper thoracic levels carry sympathetic supply to the head, neck and upper extremities (with the heart at T1-T5), not the pelvic viscera.',
      },
      {
        text: 'T5-T9',
        why: 'These levels supply the upper gastrointestinal tract (stomach, liver, gallbladder, duodenum, pancreas).',
      },
      {
        text: 'C3-C5',
        why: 'C3-C5 is the phrenic nerve supply to the diaphragm; it has no sympathetic outflow.',
      },
      {
        text: 'Occiput to C2',
        why: 'The occipitoatlantal region reflects vagal (parasympathetic) input from thoracic and abdominal viscera above the pelvis.',
      },
      {
        text: 'L3-L5',
        why: 'The sympathetic outflow ends at L2; the lower lumbar segments carry no preganglionic sympathetic fibers.',
      },
    ],
    rationale:
      'Cyclic crampy pain that begins with menses, a normal examination and normal ultrasonography indicate primary dysmenorrhea. The uterus receives sympathetic innervation from T10-L2 (its parasympathetic supply is from S2-S4), so sympathetic viscerosomatic changes appear in the lower thoracic and upper lumbar paraspinal tissues.',
    objective: 'Locate the sympathetic viscerosomatic reflex level of the uterus (T10-L2).',
  },
];
