import type { WrittenItem } from '../types';

export const itemsB: readonly WrittenItem[] = [
  {
    id: 'obgyn-w-postpartum-endometritis',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Postpartum endometritis',
    stem: 'A 28-year-old woman has fever 2 days after a cesarean delivery performed for arrest of dilation; her membranes had been ruptured for 22 hours before the operation. She reports lower abdominal pain and chills. She has no cough, dysuria or leg pain. Temperature is 38.8°C, pulse is 112/min, respirations are 18/min, and blood pressure is 118/70 mm Hg. The lungs are clear. The breasts are soft and nontender. The incision is clean, without erythema or drainage. The uterine fundus is markedly tender, and the lochia is foul-smelling. There is no calf swelling or tenderness. Leukocyte count is 17,500/mm³. Urinalysis shows no leukocytes or nitrites.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Cefazolin and azithromycin',
        why: 'This combination is prophylaxis given before a cesarean delivery in labor; it is not a treatment regimen for established endometritis.',
      },
      {
        text: 'Clindamycin and gentamicin',
        why: 'Intravenous clindamycin plus gentamicin covers the anaerobes and gram-negative bacilli of postpartum endometritis and is the standard regimen until she is afebrile for 24-48 hours.',
      },
      {
        text: 'Heparin',
        why: 'Anticoagulation treats septic pelvic thrombophlebitis, suspected when fever persists despite appropriate antibiotics; it is not initial therapy.',
      },
      {
        text: 'Metronidazole',
        why: 'Metronidazole covers anaerobes but not the streptococci and gram-negative aerobes that also cause endometritis, so it is inadequate alone.',
      },
      {
        text: 'Nitrofurantoin',
        why: 'Nitrofurantoin treats cystitis; her urinalysis is normal, and the drug achieves no useful tissue levels in the uterus.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Fever after cesarean delivery with uterine tenderness and foul lochia, after prolonged membrane rupture and labor, is postpartum endometritis, a polymicrobial infection of the decidua. The clean incision, clear lungs, normal breasts and normal urinalysis exclude other sources. Intravenous clindamycin and gentamicin are first-line.',
    objective: 'Recognize postpartum endometritis and treat with clindamycin plus gentamicin.',
  },
  {
    id: 'obgyn-w-lactational-mastitis',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Lactational mastitis',
    stem: 'A 29-year-old woman comes to the clinic 3 weeks after a vaginal delivery because of pain and redness of the left breast for 2 days. She has had fever and chills since yesterday despite taking ibuprofen and applying cold compresses. She is exclusively breastfeeding, and her infant is gaining weight well. Temperature is 38.9°C, pulse is 104/min, and blood pressure is 116/72 mm Hg. The upper outer quadrant of the left breast has a firm, warm, tender, wedge-shaped area of erythema without fluctuance. There is no nipple discharge or skin dimpling. Bedside ultrasonography of the area shows no fluid collection.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Core needle biopsy of the breast',
        why: 'Biopsy is needed when erythema and induration persist after treatment or when inflammatory breast cancer is suspected; this acute febrile illness in a lactating woman is infectious.',
      },
      {
        text: 'Dicloxacillin and cessation of breastfeeding',
        why: 'Stopping breastfeeding causes engorgement and raises the risk of abscess; breastfeeding from the affected breast is safe for the infant.',
      },
      {
        text: 'Dicloxacillin and continued breastfeeding',
        why: 'Mastitis that does not improve within 24 hours of conservative care, or with systemic symptoms, is treated with an antistaphylococcal antibiotic, and breastfeeding continues.',
      },
      {
        text: 'Incision and drainage',
        why: 'Drainage (usually needle aspiration) treats a breast abscess, which would show fluctuance or a fluid collection on ultrasonography.',
      },
      {
        text: 'Mammography',
        why: 'Mammography is not useful in the acutely inflamed lactating breast; ultrasonography is the imaging test for suspected abscess.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Fever, chills and a tender, erythematous wedge-shaped area in a breastfeeding woman are lactational mastitis, usually due to Staphylococcus aureus. Symptoms persisting despite conservative care and systemic signs call for antibiotics (dicloxacillin or cephalexin), and continued breastfeeding. Ultrasonography has excluded an abscess.',
    objective: 'Treat lactational mastitis with an antistaphylococcal antibiotic while continuing breastfeeding.',
  },
  {
    id: 'obgyn-w-intrauterine-adhesions',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Secondary amenorrhea',
    stem: 'A 33-year-old woman comes to the clinic because she has not had a menstrual period since giving birth 11 months ago. The vaginal delivery was complicated by postpartum hemorrhage from retained placental tissue, which was treated with suction curettage 2 days after delivery. She breastfed for 4 months without difficulty and stopped 7 months ago. Before the pregnancy her menses were regular. She has no hot flashes, headaches, galactorrhea or weight change. Blood pressure is 114/70 mm Hg, and BMI is 23 kg/m². Examination, including pelvic examination, shows no abnormalities. Urine pregnancy test is negative. Serum TSH, prolactin and FSH concentrations are within the reference ranges. She has no withdrawal bleeding after 10 days of oral medroxyprogesterone, and no bleeding after 21 days of oral estrogen followed by a progestin.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Functional hypothalamic amenorrhea',
        why: 'Hypothalamic suppression causes low estrogen with a low or normal FSH, but the endometrium still bleeds after estrogen and progestin; her outflow tract is the problem.',
      },
      {
        text: 'Intrauterine adhesions',
        why: 'Curettage of the recently pregnant uterus can scar the basal endometrium (Asherman syndrome); failure to bleed after estrogen plus progestin with normal hormone levels localizes the problem to the uterus.',
      },
      {
        text: 'Polycystic ovary syndrome',
        why: 'Anovulation with adequate estrogen produces withdrawal bleeding after a progestin alone; she had no bleeding even after estrogen priming.',
      },
      {
        text: 'Primary ovarian insufficiency',
        why: 'Ovarian failure causes hot flashes with a high FSH, and the endometrium bleeds after estrogen and progestin; her FSH is normal.',
      },
      {
        text: 'Sheehan syndrome',
        why: 'Pituitary infarction after hemorrhage causes failure of lactation and low gonadotropins, and the endometrium still responds to exogenous hormones; she breastfed normally.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Secondary amenorrhea after curettage for retained products, with normal TSH, prolactin and FSH and no bleeding after either a progestin or estrogen followed by progestin, indicates an endometrial (outflow) cause: intrauterine adhesions. Hysteroscopy confirms and treats the adhesions.',
    objective: 'Use the progestin and estrogen-progestin challenges to localize secondary amenorrhea to intrauterine adhesions.',
  },
  {
    id: 'obgyn-w-postmenopausal-bleeding',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Postmenopausal bleeding',
    stem: 'A 58-year-old woman comes to the clinic because of two episodes of vaginal spotting during the past month. Her last menstrual period was 7 years ago, and she has never taken hormone therapy. She has hypertension and type 2 diabetes mellitus treated with lisinopril and metformin. Cervical cytology and HPV cotesting 2 years ago were negative. Blood pressure is 132/82 mm Hg, and BMI is 34 kg/m². Pelvic examination shows a normal vulva, vagina and cervix, a small mobile uterus and no adnexal masses. Transvaginal ultrasonography shows an endometrial thickness of 9 mm and normal ovaries.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'CA-125 measurement',
        why: 'CA-125 is used in the evaluation of an adnexal mass suspicious for ovarian cancer; her ovaries are normal.',
      },
      {
        text: 'Cervical cytology',
        why: 'Her cotesting 2 years ago was negative, so she is not due, and her cervix looks normal; cytology does not evaluate the endometrium.',
      },
      {
        text: 'Endometrial biopsy',
        why: 'Postmenopausal bleeding with an endometrial thickness above 4 mm requires tissue sampling to exclude endometrial hyperplasia or carcinoma.',
      },
      {
        text: 'Estrogen-progestin therapy',
        why: 'Hormone therapy treats vasomotor symptoms; starting it before excluding cancer would be inappropriate.',
      },
      {
        text: 'Repeat transvaginal ultrasonography in 6 months',
        why: 'Surveillance would be acceptable only for a thin endometrium (4 mm or less) with no further bleeding; a 9-mm stripe needs sampling now.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Postmenopausal bleeding is endometrial cancer until proven otherwise, especially with obesity and diabetes. An endometrial stripe thicker than 4 mm on transvaginal ultrasonography calls for endometrial biopsy (hysteroscopy with dilation and curettage if the biopsy is nondiagnostic).',
    objective: 'Evaluate postmenopausal bleeding with a thickened endometrium by endometrial biopsy.',
  },
  {
    id: 'obgyn-w-complete-mole-karyotype',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Gestational trophoblastic disease',
    stem: 'A 24-year-old woman, gravida 1, para 0, at 11 weeks of gestation by her last menstrual period comes to the emergency department because of vaginal bleeding for 3 days and persistent nausea and vomiting for 2 weeks. Temperature is 37.0°C, pulse is 104/min, and blood pressure is 146/92 mm Hg. The uterus is palpable midway between the symphysis pubis and the umbilicus. Speculum examination shows dark blood in the vault and a closed cervical os. Serum β-hCG concentration is 240,000 mIU/mL, and TSH concentration is 0.2 μU/mL. Urinalysis shows 1+ protein. Transvaginal ultrasonography shows an enlarged uterus filled with a heterogeneous mass containing numerous small cystic spaces, with no embryo or amniotic fluid, and bilateral multiloculated ovarian cysts.',
    leadIn: 'Which of the following is the most likely karyotype of the intrauterine tissue?',
    options: [
      {
        text: '45,X',
        why: 'Monosomy X causes many first-trimester losses, often with a cystic hygroma in a visible fetus, not a vesicular mass with a very high hCG.',
      },
      {
        text: '46,XX, maternal and paternal origin',
        why: 'A biparental diploid karyotype is that of a normal conceptus, which would show an embryo and a β-hCG appropriate for gestational age.',
      },
      {
        text: '46,XX, paternal origin only',
        why: 'A complete mole most often arises when an ovum without maternal chromosomes is fertilized by one sperm that duplicates its genome, giving an androgenetic 46,XX karyotype with no fetal tissue.',
      },
      {
        text: '47,XX,+18',
        why: 'Trisomy 18 produces a fetus with growth restriction and structural anomalies, not a vesicular mass without an embryo.',
      },
      {
        text: '69,XXY',
        why: 'Triploidy (two paternal sets and one maternal set) causes a partial mole, which contains fetal parts and usually a lower hCG.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Bleeding, hyperemesis, a uterus large for dates, early-onset hypertension with proteinuria, a very high β-hCG with suppressed TSH, a vesicular ("snowstorm") intrauterine mass without an embryo and theca lutein cysts describe a complete hydatidiform mole, which is usually 46,XX of entirely paternal origin.',
    objective: 'Recognize a complete hydatidiform mole and its androgenetic 46,XX karyotype.',
  },
];
