import type { ItemModel } from '../types';

const bpGap = (v: Record<string, string | number>): boolean => Number(v.dbp) <= Number(v.sbp) - 30;

export const modelsA: readonly ItemModel[] = [
  {
    id: 'obgyn-ectopic-methotrexate-mechanism',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Ectopic pregnancy: medical management',
    patient: { sex: 'female', age: { min: 22, max: 38 } },
    variables: {
      weeks: { kind: 'number', min: 6, max: 8, unit: 'weeks' },
      side: { kind: 'choice', values: ['right', 'left'] },
      history: {
        kind: 'choice',
        values: [
          'chlamydial cervicitis treated 3 years ago',
          'pelvic inflammatory disease treated 4 years ago',
          'a laparoscopic appendectomy 6 years ago',
        ],
      },
      mass: { kind: 'number', min: 1.6, max: 3.0, step: 0.1, unit: 'cm' },
      temp: { kind: 'number', lab: 'temperature', min: 36.6, max: 37.3, step: 0.1, expect: 'normal' },
      hr: { kind: 'number', lab: 'heartRate', min: 72, max: 94, expect: 'normal' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 106, max: 124, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 64, max: 78, expect: 'normal' },
      hcg: { kind: 'number', lab: 'betaHcg', min: 1800, max: 4500, step: 100, expect: 'high', thousands: true },
      hb: { kind: 'number', lab: 'hemoglobinFemale', min: 12.2, max: 13.8, step: 0.1, expect: 'normal' },
      cr: { kind: 'number', lab: 'creatinine', min: 0.6, max: 0.9, step: 0.1, expect: 'normal' },
      alt: { kind: 'number', lab: 'alt', min: 14, max: 32, expect: 'normal' },
    },
    check: bpGap,
    stem: 'A {{ageText}} {{person}} comes to the emergency department because of mild {{side}} lower abdominal cramping and vaginal spotting for 2 days. Her last menstrual period was {{weeks}} ago. Her history includes {{history}}. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. The abdomen is soft, with mild {{side}} lower quadrant tenderness and no rebound or guarding. Pelvic examination shows a closed cervical os and mild {{side}} adnexal tenderness. Serum β-hCG concentration is {{hcg}}. Transvaginal ultrasonography shows no intrauterine gestational sac and a {{mass:v}}-cm {{side}} adnexal mass without fetal cardiac activity; there is no free fluid in the pelvis. Hemoglobin concentration is {{hb}}, serum creatinine concentration is {{cr}}, and serum ALT activity is {{alt}}. She prefers to avoid surgery and can return for follow-up visits.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate pharmacotherapy?',
    key: {
      text: 'Inhibition of dihydrofolate reductase',
      why: 'Methotrexate, a folate antagonist, stops DNA synthesis in the rapidly dividing trophoblast. It suits a hemodynamically stable patient with an unruptured tubal pregnancy, no fetal cardiac activity, a β-hCG below about 5,000 mIU/mL, normal renal and hepatic function, and reliable follow-up (β-hCG on days 4 and 7, expecting a fall of at least 15%).',
    },
    distractors: [
      {
        text: 'Antagonism of the progesterone receptor',
        why: 'Mifepristone, combined with misoprostol, ends an intrauterine pregnancy or completes an early pregnancy loss; it is not a treatment for tubal pregnancy.',
      },
      {
        text: 'Agonism at prostaglandin E1 receptors',
        why: 'Misoprostol ripens the cervix and empties the uterus in intrauterine pregnancy loss; it does not treat trophoblast implanted in the tube.',
      },
      {
        text: 'Agonism at oxytocin receptors',
        why: 'Oxytocin stimulates uterine contractions for labor induction or postpartum hemorrhage; it has no role in ectopic pregnancy.',
      },
      {
        text: 'Inhibition of topoisomerase II',
        why: 'Etoposide is part of multiagent chemotherapy (EMA-CO) for high-risk gestational trophoblastic neoplasia, not for ectopic pregnancy.',
      },
      {
        text: 'Cross-linking of DNA strands',
        why: 'Alkylating agents such as cyclophosphamide are used in multiagent regimens for malignancy; they are not used for tubal pregnancy.',
      },
      {
        text: 'Inhibition of ribonucleotide reductase',
        why: 'Hydroxyurea is used for sickle cell disease and myeloproliferative disorders; it has no role in ectopic pregnancy.',
      },
    ],
    rationale:
      'A positive β-hCG ({{hcg}}) with an empty uterus and a {{side}} adnexal mass indicates a tubal ectopic pregnancy. She is hemodynamically stable with a normal hemoglobin, no free fluid, no fetal cardiac activity, a small mass, a β-hCG below 5,000 mIU/mL, normal creatinine and ALT, and she can return for follow-up, so she is a candidate for intramuscular methotrexate.',
    objective: 'Select methotrexate for a stable, unruptured ectopic pregnancy and state its mechanism (dihydrofolate reductase inhibition).',
  },
  {
    id: 'obgyn-eclampsia-magnesium',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Eclampsia',
    patient: { sex: 'female', age: { min: 19, max: 34 } },
    variables: {
      ga: { kind: 'number', min: 34, max: 39, unit: 'weeks' },
      symptom: { kind: 'choice', values: ['blurred vision', 'seeing flashing lights', 'epigastric pain'] },
      sbp: { kind: 'number', lab: 'systolicBp', min: 162, max: 184, expect: 'high' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 104, max: 116, expect: 'high' },
      hr: { kind: 'number', lab: 'heartRate', min: 88, max: 108, expect: 'any' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 16, max: 22, expect: 'any' },
      spo2: { kind: 'number', lab: 'oxygenSaturation', min: 95, max: 99, expect: 'normal' },
      glucose: { kind: 'number', lab: 'glucose', min: 78, max: 98, expect: 'normal' },
      sodium: { kind: 'number', lab: 'sodium', min: 136, max: 141, expect: 'normal' },
    },
    stem: 'A {{ageText}} {{person}}, gravida 1, para 0, at {{ga}} of gestation is brought to the emergency department after a generalized tonic-clonic seizure at home that lasted about 1 minute. For the past day she has had a severe headache and {{symptom}}. Her prenatal course had been uncomplicated, and she has no history of seizures. She takes only a prenatal vitamin. On arrival, she is drowsy but arousable and is no longer seizing. Blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg, pulse is {{hr}}, respirations are {{rr}}, and oxygen saturation is {{spo2}} on room air. There is pitting edema of both lower extremities, and deep tendon reflexes are 3+ bilaterally. Fingerstick glucose concentration is {{glucose}}, and serum sodium concentration is {{sodium}}. Urinalysis shows 3+ protein.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy to prevent further seizures?',
    key: {
      text: 'Magnesium sulfate',
      why: 'Magnesium sulfate (loading dose, then a continuous infusion through 24 hours postpartum) is the drug of choice to prevent recurrent eclamptic seizures; it outperforms diazepam and phenytoin in randomized trials.',
    },
    distractors: [
      {
        text: 'Phenytoin',
        why: 'Phenytoin is less effective than magnesium sulfate at preventing recurrent eclamptic seizures and is not first-line in eclampsia.',
      },
      {
        text: 'Diazepam',
        why: 'A benzodiazepine may be used for a seizure that persists when magnesium is unavailable or contraindicated, but it is inferior to magnesium for preventing recurrence.',
      },
      {
        text: 'Levetiracetam',
        why: 'Levetiracetam treats epilepsy and status epilepticus but has not replaced magnesium sulfate for seizure prophylaxis in eclampsia.',
      },
      {
        text: 'Labetalol',
        why: 'Labetalol lowers severe-range blood pressure to prevent stroke, and she also needs it, but it does not prevent eclamptic seizures.',
      },
      {
        text: 'Hydralazine',
        why: 'Hydralazine is an alternative acute antihypertensive in pregnancy; controlling blood pressure alone does not prevent recurrent seizures.',
      },
      {
        text: 'Calcium gluconate',
        why: 'Calcium gluconate reverses magnesium toxicity (respiratory depression, loss of reflexes); it has no anticonvulsant effect.',
      },
      {
        text: 'Nimodipine',
        why: 'Nimodipine prevents vasospasm after subarachnoid hemorrhage; in a trial of preeclampsia it was less effective than magnesium at preventing eclampsia.',
      },
    ],
    rationale:
      'A new-onset seizure at {{ga}} with severe-range blood pressure ({{sbp:v}}/{{dbp:v}} mm Hg), proteinuria, headache and {{symptom}} is eclampsia; the normal glucose and sodium exclude common metabolic causes. Magnesium sulfate prevents further seizures; the blood pressure is treated at the same time, and delivery follows once she is stable.',
    objective: 'Recognize eclampsia and give magnesium sulfate to prevent recurrent seizures.',
  },
  {
    id: 'obgyn-placental-abruption',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Placental abruption',
    patient: { sex: 'female', age: { min: 24, max: 39 } },
    variables: {
      ga: { kind: 'number', min: 30, max: 37, unit: 'weeks' },
      risk: {
        kind: 'choice',
        values: [
          'She used cocaine 2 hours ago.',
          'She has chronic hypertension and stopped taking her medication 1 month ago.',
          'She was the restrained driver in a motor vehicle collision 3 hours ago.',
        ],
      },
      temp: { kind: 'number', lab: 'temperature', min: 36.6, max: 37.4, step: 0.1, expect: 'normal' },
      hr: { kind: 'number', lab: 'heartRate', min: 104, max: 122, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 112, max: 146, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 68, max: 92, expect: 'any' },
      hb: { kind: 'number', lab: 'hemoglobinFemale', min: 8.8, max: 10.4, step: 0.1, expect: 'low' },
    },
    check: bpGap,
    stem: 'A {{ageText}} {{person}}, gravida 2, para 1, at {{ga}} of gestation comes to the emergency department because of sudden-onset constant abdominal pain and vaginal bleeding for 1 hour. {{risk}} Her only previous pregnancy ended in an uncomplicated vaginal delivery, and she has never had uterine surgery. Ultrasonography at 20 weeks showed a fundal placenta. Temperature is {{temp}}, pulse is {{hr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. The uterus is firm and diffusely tender between contractions, and tocodynamometry shows frequent low-amplitude contractions. Speculum examination shows dark red blood coming from the cervical os; the membranes are intact. Fetal heart rate tracing shows recurrent late decelerations. Hemoglobin concentration is {{hb}}.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    key: {
      text: 'Placental abruption',
      why: 'Premature separation of the placenta causes painful dark bleeding, a tender hypertonic uterus with frequent low-amplitude contractions, maternal tachycardia and fetal compromise; cocaine, hypertension and abdominal trauma are classic risk factors.',
    },
    distractors: [
      {
        text: 'Placenta previa',
        why: 'Previa causes painless bright red bleeding with a soft, nontender uterus; her placenta is fundal.',
      },
      {
        text: 'Vasa previa',
        why: 'Vasa previa bleeds when the membranes rupture, with sudden fetal bradycardia but a stable mother; her membranes are intact and the uterus is tender.',
      },
      {
        text: 'Uterine rupture',
        why: 'Rupture typically occurs in labor in a patient with a uterine scar and causes loss of fetal station and palpable fetal parts; she has never had uterine surgery.',
      },
      {
        text: 'Intraamniotic infection',
        why: 'Infection of the amniotic cavity causes maternal fever, fetal tachycardia and uterine tenderness, usually after prolonged membrane rupture; she is afebrile with intact membranes.',
      },
      {
        text: 'Cervical ectropion',
        why: 'Ectropion causes light, often postcoital spotting from a friable cervix, without pain, contractions or fetal compromise.',
      },
    ],
    rationale:
      'Sudden painful bleeding at {{ga}} with a firm, tender uterus, frequent contractions, maternal tachycardia ({{hr:v}}/min) and late decelerations point to placental abruption. The fundal placenta excludes previa, and the risk factor in the history (cocaine, hypertension or trauma) fits.',
    objective: 'Distinguish placental abruption from other causes of third-trimester bleeding.',
  },
  {
    id: 'obgyn-pph-atony-carboprost',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Postpartum hemorrhage: uterotonic choice',
    patient: { sex: 'female', age: { min: 22, max: 38 } },
    variables: {
      minutes: { kind: 'number', min: 20, max: 40, step: 5, unit: 'minutes' },
      loss: { kind: 'number', min: 1100, max: 1500, step: 100, unit: 'mL', thousands: true },
      hr: { kind: 'number', lab: 'heartRate', min: 108, max: 124, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 148, max: 162, expect: 'high' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 94, max: 104, expect: 'high' },
      rr: { kind: 'number', lab: 'respiratoryRate', min: 18, max: 22, expect: 'any' },
    },
    stem: 'A {{ageText}} {{person}}, gravida 1, para 1, has heavy vaginal bleeding {{minutes}} after a vaginal delivery at 39 weeks of gestation. Labor was induced because of preeclampsia with severe features, and she has been receiving magnesium sulfate since admission. She has no other medical conditions, and her only other medication is a prenatal vitamin. The placenta delivered intact, and inspection shows no lacerations of the cervix, vagina or perineum. Estimated blood loss is {{loss}}. Pulse is {{hr}}, respirations are {{rr}}, and blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg. The uterine fundus is soft and boggy above the umbilicus despite bimanual massage and an intravenous oxytocin infusion. A second large-bore intravenous line is placed, and blood is sent for crossmatch.',
    leadIn: 'Which of the following is the most appropriate next pharmacotherapy?',
    key: {
      text: 'Carboprost',
      why: 'Intramuscular carboprost (15-methyl PGF2α) contracts the atonic uterus when oxytocin and massage fail; its main contraindication is asthma, which she does not have, so it is safe despite her hypertension.',
    },
    distractors: [
      {
        text: 'Methylergonovine',
        why: 'Methylergonovine is an effective second-line uterotonic, but it causes vasoconstriction and is contraindicated in hypertension and preeclampsia.',
      },
      {
        text: 'Terbutaline',
        why: 'Terbutaline relaxes the uterus (used for tachysystole or to help replace an inverted uterus) and would worsen atony.',
      },
      {
        text: 'Nifedipine',
        why: 'Nifedipine lowers blood pressure and is a tocolytic; it relaxes uterine muscle and does not treat atony.',
      },
      {
        text: 'Nitroglycerin',
        why: 'Nitroglycerin briefly relaxes the uterus to help remove a retained placenta or reduce an inversion; it worsens atony.',
      },
      {
        text: 'Indomethacin',
        why: 'Indomethacin is a tocolytic that inhibits prostaglandin synthesis, the opposite of what an atonic uterus needs.',
      },
    ],
    rationale:
      'A soft, boggy fundus with an intact placenta and no lacerations means uterine atony, made more likely by prolonged magnesium exposure. When massage and oxytocin fail, a second uterotonic is added; with a blood pressure of {{sbp:v}}/{{dbp:v}} mm Hg and preeclampsia, methylergonovine is contraindicated, so carboprost (or misoprostol) is chosen. Tranexamic acid within 3 hours of birth is also recommended.',
    objective: 'Choose a second-line uterotonic for atony according to contraindications (no ergots in hypertension, no carboprost in asthma).',
  },
  {
    id: 'obgyn-pcos-diagnosis',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Polycystic ovary syndrome',
    patient: { sex: 'female', age: { min: 19, max: 32 } },
    variables: {
      periods: { kind: 'number', min: 4, max: 6, unit: 'menstrual periods' },
      bmi: { kind: 'number', lab: 'bmi', min: 31, max: 38, expect: 'high' },
      sbp: { kind: 'number', lab: 'systolicBp', min: 112, max: 128, expect: 'any' },
      dbp: { kind: 'number', lab: 'diastolicBp', min: 68, max: 80, expect: 'normal' },
      hr: { kind: 'number', lab: 'heartRate', min: 66, max: 88, expect: 'normal' },
      tsh: { kind: 'number', lab: 'tsh', min: 1.0, max: 3.2, step: 0.1, expect: 'normal' },
      follicles: { kind: 'number', min: 22, max: 30, unit: 'follicles' },
    },
    check: bpGap,
    stem: 'A {{ageText}} {{person}} comes to the clinic because of irregular menses since menarche at age 12 years; she has {{periods}} a year. She is also bothered by dark, coarse hair on her upper lip and chin and by acne. She takes no medications. Blood pressure is {{sbp:v}}/{{dbp:v}} mm Hg, pulse is {{hr}}, and BMI is {{bmi}}. Examination shows terminal hair on the upper lip, chin and lower abdomen, facial acne, and velvety hyperpigmented skin on the back of the neck. There is no clitoromegaly, voice deepening, abdominal striae or galactorrhea. Urine pregnancy test is negative. Serum TSH concentration is {{tsh}}; prolactin and morning 17-hydroxyprogesterone concentrations are within the reference ranges, and total testosterone is slightly above the reference range. Transvaginal ultrasonography shows {{follicles:v}} small peripheral follicles in each ovary.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    key: {
      text: 'Polycystic ovary syndrome',
      why: 'Oligo-ovulation plus clinical and biochemical hyperandrogenism (and polycystic ovarian morphology) meets the Rotterdam criteria once other causes are excluded; obesity and acanthosis nigricans reflect the associated insulin resistance.',
    },
    distractors: [
      {
        text: 'Nonclassic congenital adrenal hyperplasia',
        why: '21-hydroxylase deficiency can mimic this picture, but the morning 17-hydroxyprogesterone is elevated; hers is normal.',
      },
      {
        text: 'Androgen-secreting ovarian tumor',
        why: 'A tumor causes rapid-onset virilization (clitoromegaly, voice deepening) with markedly high testosterone, not lifelong mild hirsutism.',
      },
      {
        text: 'Cushing syndrome',
        why: 'Hypercortisolism would bring wide violaceous striae, proximal weakness, easy bruising and often hypertension; she has none of these.',
      },
      {
        text: 'Hyperprolactinemia',
        why: 'A high prolactin causes oligomenorrhea, often with galactorrhea; her prolactin is normal.',
      },
      {
        text: 'Functional hypothalamic amenorrhea',
        why: 'Hypothalamic suppression follows low weight, stress or heavy exercise and causes low estrogen without hyperandrogenism; she is obese and hirsute.',
      },
      {
        text: 'Primary ovarian insufficiency',
        why: 'Ovarian failure before 40 years causes hot flashes with a high FSH and low estradiol, not hyperandrogenism.',
      },
    ],
    rationale:
      'Lifelong oligomenorrhea ({{periods}} a year), hirsutism, acne and a mildly raised testosterone, with {{follicles:v}} follicles per ovary, obesity (BMI {{bmi}}) and acanthosis nigricans, describe polycystic ovary syndrome. A normal TSH, prolactin and 17-hydroxyprogesterone and the absence of virilization or cushingoid features exclude the mimics.',
    objective: 'Diagnose polycystic ovary syndrome and exclude its mimics with targeted tests.',
  },
];
