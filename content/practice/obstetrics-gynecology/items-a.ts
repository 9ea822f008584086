import type { WrittenItem } from '../types';

export const itemsA: readonly WrittenItem[] = [
  {
    id: 'obgyn-w-postpartum-sacral-torsion',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Postpartum low back pain: sacral torsion',
    stem: 'A 31-year-old woman comes to the osteopathic clinic 6 weeks after an uncomplicated vaginal delivery because of low back and right buttock pain that began in the last weeks of pregnancy. The pain is worse after she carries her infant and does not radiate below the buttock. She has no leg weakness, numbness, or bowel or bladder symptoms. Temperature is 36.8°C, pulse is 74/min, and blood pressure is 114/72 mm Hg. Straight-leg raising is negative bilaterally, and strength, sensation and reflexes in the lower extremities are normal. Structural examination shows a deep right sacral sulcus and a posterior, inferior left inferior lateral angle. The seated flexion test is positive on the right. The lumbosacral spring test is negative, and the sacral sulci become more symmetric when she props herself up on her elbows in the prone position. L5 is rotated right and sidebent left.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Left-on-left sacral torsion',
        why: 'A deep right sulcus (right base anterior) with a posterior left inferior lateral angle means the sacrum is rotated left; a seated flexion test positive on the right places the axis on the left. A negative spring test and improvement in the sphinx position confirm a forward torsion, and L5 rotated right and sidebent left is the expected adaptation.',
      },
      {
        text: 'Left-on-right sacral torsion',
        why: 'This backward torsion would also rotate the sacrum left, but on a right axis: the seated flexion test would be positive on the left, the spring test positive, the asymmetry worse in the sphinx position, and L5 rotated and sidebent right.',
      },
      {
        text: 'Right-on-left sacral torsion',
        why: 'This backward torsion would make the right base posterior (the left sulcus relatively deep), with a positive spring test and asymmetry that worsens with backward bending.',
      },
      {
        text: 'Right-on-right sacral torsion',
        why: 'This forward torsion would show a deep left sulcus, a posterior right inferior lateral angle and a seated flexion test positive on the left.',
      },
      {
        text: 'Unilateral sacral flexion on the right',
        why: 'Right unilateral flexion also gives a deep right sulcus and a right-positive seated flexion test, but the inferior lateral angle that is markedly inferior and posterior is on the right, the same side as the deep sulcus.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Sacral torsions are named by the direction of rotation and the oblique axis. The deep right sulcus with the posterior left inferior lateral angle means left rotation; the seated flexion test is positive on the side opposite the axis, so a right-positive test means a left oblique axis. Forward torsions (left-on-left, right-on-right) have a negative spring test and improve with backward bending. Pelvic girdle and sacral dysfunction are common during pregnancy and after delivery.',
    objective: 'Name a sacral torsion from the sulcus, inferior lateral angle, seated flexion and spring test findings.',
  },
  {
    id: 'obgyn-w-pregnancy-psoas-syndrome',
    category: 'Obstetrics & Gynecology',
    examTypes: ['comlex'],
    topic: 'Low back pain in pregnancy: psoas syndrome',
    stem: 'A 29-year-old woman, gravida 1, para 0, at 26 weeks of gestation comes to the osteopathic clinic because of low back pain for 3 weeks. The pain is worst when she stands up from a chair, and she has difficulty straightening up fully. It is felt at the thoracolumbar junction and radiates toward the right groin but not below the knee. Her pregnancy has been uncomplicated, and she has no vaginal bleeding, contractions, fever or dysuria. Temperature is 36.8°C, pulse is 84/min, and blood pressure is 112/70 mm Hg. She stands flexed forward and leaning to the right. Strength, sensation and reflexes in the lower extremities are normal. With the patient supine and her left knee held to her chest, the right thigh rises off the table. There is a tender point deep in the right iliac fossa, medial to the anterior superior iliac spine, and the left piriformis is tense and tender.',
    leadIn: 'Which of the following somatic dysfunctions is most likely present at L1?',
    options: [
      {
        text: 'L1 extended, rotated left, sidebent left',
        why: 'An extended segment would allow backward bending and is not the upper lumbar pattern produced by a tight psoas, which holds the segment flexed.',
      },
      {
        text: 'L1 extended, rotated right, sidebent right',
        why: 'The psoas pulls the upper lumbar spine into flexion; an extension dysfunction would be restricted in forward bending instead.',
      },
      {
        text: 'L1 flexed, rotated left, sidebent left',
        why: 'A flexed upper lumbar dysfunction is expected, but it rotates and sidebends toward the side of the spastic psoas, which here is the right.',
      },
      {
        text: 'L1 flexed, rotated right, sidebent right',
        why: 'A spastic right psoas pulls L1 (or L2) into a type II dysfunction that is flexed, rotated and sidebent to the right, with a positive right Thomas test, a right iliacus tender point and a contralateral (left) tight piriformis.',
      },
      {
        text: 'L1 neutral, sidebent left, rotated right',
        why: 'Neutral group (type I) dysfunctions occur in the lower lumbar spine as a compensation in psoas syndrome; the key upper lumbar lesion is a flexed type II dysfunction.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Pregnancy is a common cause of psoas syndrome. A flexed, right-leaning posture, pain on rising, a positive right Thomas test (hip flexion contracture), a right iliacus tender point and a tight left piriformis indicate a spastic right psoas. The key somatic dysfunction is L1 or L2 flexed, rotated and sidebent toward the side of the spastic psoas.',
    objective: 'Predict the upper lumbar somatic dysfunction produced by a unilateral psoas spasm.',
  },
  {
    id: 'obgyn-w-rh-fetomaternal-hemorrhage',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Rh(D) alloimmunization prevention',
    stem: 'A 30-year-old woman, gravida 2, para 2, delivers a 3,400-g boy vaginally at 39 weeks of gestation. Delivery of the placenta required manual removal. Her blood type is O, Rh(D)-negative; her antibody screen at 28 weeks of gestation was negative, and she received anti-D immune globulin at that visit. The newborn is O, Rh(D)-positive. One hour after delivery, her pulse is 86/min and blood pressure is 118/72 mm Hg, and the uterus is firm. A rosette screening test on a maternal blood sample is positive.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Anti-D immune globulin, one standard dose',
        why: 'One standard dose (300 μg) covers about 30 mL of fetal whole blood; with a positive rosette test the hemorrhage may be larger, so the dose must be calculated first.',
      },
      {
        text: 'Exchange transfusion of the newborn',
        why: 'Exchange transfusion treats severe hemolytic disease of the newborn; this infant has no reason to have hemolysis because the mother is not sensitized.',
      },
      {
        text: 'Kleihauer-Betke test',
        why: 'A positive rosette test shows a fetomaternal hemorrhage larger than usual; the Kleihauer-Betke test (or flow cytometry) quantifies the fetal cells so that the number of anti-D vials can be calculated and given within 72 hours.',
      },
      {
        text: 'No additional anti-D immune globulin',
        why: 'The 28-week dose does not cover delivery; every unsensitized Rh(D)-negative woman who delivers an Rh(D)-positive infant needs postpartum anti-D.',
      },
      {
        text: 'Repeat antibody screen in 6 months',
        why: 'Checking later for anti-D antibodies would only document sensitization that prophylaxis is meant to prevent now.',
      },
    ],
    answerIndex: 2,
    rationale:
      'An unsensitized Rh(D)-negative mother of an Rh(D)-positive newborn needs anti-D immune globulin within 72 hours of delivery. The rosette test screens for a fetomaternal hemorrhage larger than a standard dose covers; when it is positive (here after manual removal of the placenta), the Kleihauer-Betke test quantifies the hemorrhage to determine the dose.',
    objective: 'Quantify fetomaternal hemorrhage after a positive rosette test before dosing anti-D immune globulin.',
  },
  {
    id: 'obgyn-w-ascus-hpv-positive',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cervical cancer screening: abnormal cytology',
    stem: 'A 32-year-old woman comes to the clinic to discuss the results of her first cervical cancer screening. She moved to the United States 1 year ago and has never been screened before. She is sexually active with one male partner and uses an intrauterine device. She does not smoke. Cervical cytology shows atypical squamous cells of undetermined significance, and reflex testing is positive for high-risk human papillomavirus types other than 16 and 18. Pelvic examination shows a normal-appearing cervix. Urine pregnancy test is negative.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Cold-knife conization',
        why: 'Conization treats confirmed high-grade lesions or evaluates an inadequate colposcopy; ASC-US does not justify excision before colposcopy.',
      },
      {
        text: 'Colposcopy',
        why: 'HPV-positive ASC-US without a documented negative HPV screen in the past 5 years carries an immediate CIN 3+ risk above the 4% colposcopy threshold, so colposcopy with directed biopsy is recommended.',
      },
      {
        text: 'Loop electrosurgical excision procedure',
        why: 'Expedited excision without biopsy is reserved for high-grade (HSIL) cytology in nonpregnant patients 25 years or older, not for ASC-US.',
      },
      {
        text: 'Repeat cotesting in 1 year',
        why: 'A 1-year follow-up suits HPV-positive ASC-US only when a negative HPV-based screen in the past 5 years lowers the risk; she has never been screened.',
      },
      {
        text: 'Routine screening in 3 years',
        why: 'Routine intervals apply to negative results; a positive high-risk HPV test with abnormal cytology needs evaluation.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Under risk-based (ASCCP) guidelines, ASC-US with a positive high-risk HPV test in a patient 25 years or older with no prior screening history has an immediate CIN 3+ risk of about 4%, which meets the threshold for colposcopy.',
    objective: 'Manage HPV-positive ASC-US in an unscreened adult with colposcopy.',
  },
  {
    id: 'obgyn-w-gestational-diabetes-screening',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Gestational diabetes screening',
    stem: 'A 27-year-old woman, gravida 2, para 1, at 26 weeks of gestation comes for a routine prenatal visit. Her first pregnancy ended with the vaginal delivery of a 3,600-g infant, and she has no history of diabetes. She takes a prenatal vitamin. Her BMI before pregnancy was 29 kg/m². Blood pressure is 112/68 mm Hg, and fundal height is 26 cm. A 50-g oral glucose challenge test performed this morning without fasting shows a plasma glucose concentration of 158 mg/dL 1 hour later. Urinalysis shows no protein or glucose.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Hemoglobin A1c measurement',
        why: 'Hemoglobin A1c is not sensitive enough to diagnose gestational diabetes and is not part of the two-step screening pathway at this gestational age.',
      },
      {
        text: 'Insulin therapy',
        why: 'Insulin is started when gestational diabetes is diagnosed and glucose targets are not met with nutrition therapy; the diagnosis has not yet been made.',
      },
      {
        text: 'Metformin therapy',
        why: 'Drug therapy is premature before the diagnosis is confirmed, and insulin is the preferred agent when medication is needed.',
      },
      {
        text: 'Repeat glucose challenge at 32 weeks',
        why: 'An abnormal screening result needs a diagnostic test now; waiting delays treatment that reduces macrosomia and shoulder dystocia.',
      },
      {
        text: 'Three-hour glucose tolerance test',
        why: 'In the two-step approach, a 1-hour value at or above the screening threshold (130-140 mg/dL) is followed by the fasting 3-hour 100-g oral glucose tolerance test; two or more abnormal values establish gestational diabetes.',
      },
    ],
    answerIndex: 4,
    rationale:
      'A 1-hour 50-g glucose challenge value of 158 mg/dL at 24-28 weeks is a positive screen but not a diagnosis. The diagnostic 3-hour 100-g oral glucose tolerance test comes next; treatment starts only if it confirms gestational diabetes.',
    objective: 'Follow a positive 1-hour glucose challenge with the diagnostic 3-hour glucose tolerance test.',
  },
  {
    id: 'obgyn-w-preterm-labor-neuroprotection',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Preterm labor: fetal neuroprotection',
    stem: 'A 26-year-old woman, gravida 2, para 1, at 29 weeks of gestation comes to the labor and delivery unit because of regular painful contractions every 4 minutes for 3 hours. Her first child was born at term. Temperature is 37.0°C, pulse is 92/min, and blood pressure is 118/72 mm Hg. The cervix is 4 cm dilated and 80% effaced, and the membranes are intact. The fetus is in cephalic presentation, and the fetal heart rate tracing is category I. Her group B streptococcus status is unknown. Intramuscular betamethasone and intravenous penicillin G are started.',
    leadIn: 'Which of the following drugs is most appropriate to reduce the risk of cerebral palsy in her child?',
    options: [
      {
        text: 'Aspirin',
        why: 'Low-dose aspirin started at 12-16 weeks lowers the risk of preeclampsia in high-risk women; it has no neuroprotective effect.',
      },
      {
        text: 'Indomethacin',
        why: 'Indomethacin is a tocolytic that may delay delivery for 48 hours before 32 weeks; it does not protect the fetal brain and can narrow the ductus arteriosus.',
      },
      {
        text: 'Magnesium sulfate',
        why: 'Given when delivery before 32 weeks is anticipated, magnesium sulfate reduces the risk and severity of cerebral palsy in surviving infants.',
      },
      {
        text: 'Nifedipine',
        why: 'Nifedipine is a tocolytic used to delay delivery so that corticosteroids can act; it has no neuroprotective effect.',
      },
      {
        text: 'Terbutaline',
        why: 'Terbutaline is a short-term tocolytic with maternal cardiac side effects; it does not protect the fetal brain.',
      },
    ],
    answerIndex: 2,
    rationale:
      'In preterm labor before 32 weeks, three treatments are given when delivery is likely: antenatal corticosteroids (lung maturity, less intraventricular hemorrhage), group B streptococcus prophylaxis when status is unknown, and magnesium sulfate for fetal neuroprotection, which lowers the rate of cerebral palsy.',
    objective: 'Give magnesium sulfate for fetal neuroprotection when delivery before 32 weeks is anticipated.',
  },
];
