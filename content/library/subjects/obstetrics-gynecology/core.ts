import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'obgyn-ectopic-pregnancy',
    title: 'Ectopic Pregnancy',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: ['ectopic', 'tubal pregnancy', 'extrauterine pregnancy', 'ruptured ectopic', 'pregnancy of unknown location', 'PUL', 'beta-hCG'],
    definition:
      'Ectopic pregnancy is implantation of a pregnancy outside the uterine cavity, most often in the ampulla of the fallopian tube.',
    riskFactors: [
      'Risk factors for ectopic pregnancy are prior ectopic pregnancy, pelvic inflammatory disease, tubal surgery, assisted reproduction, pregnancy with an IUD in place and smoking.',
    ],
    pathophysiology:
      'In ectopic pregnancy, damage to the tubal epithelium and cilia (from infection, surgery or smoking) delays transport of the embryo, which implants in the tube; the tube cannot expand to support growth, so the pregnancy eventually ruptures and bleeds into the peritoneum.',
    presentation: [
      'Ectopic pregnancy presents with a missed period, pelvic or abdominal pain and vaginal bleeding, typically around 6-8 weeks after the last period.',
      'Ectopic pregnancy can cause adnexal tenderness or a mass and cervical motion tenderness.',
      'Ruptured ectopic pregnancy causes hypotension, tachycardia, peritoneal signs and shoulder-tip pain from hemoperitoneum.',
      'In ectopic pregnancy, serial quantitative beta-hCG rises more slowly than expected or plateaus.',
    ],
    bestInitialTest:
      'The best initial tests for suspected ectopic pregnancy are a quantitative serum beta-hCG plus transvaginal ultrasound.',
    testOfChoice:
      'Transvaginal ultrasound confirms ectopic pregnancy when it shows an extrauterine gestational sac with a yolk sac or embryo; no intrauterine pregnancy with a beta-hCG above the discriminatory level (about 1500-3500 mIU/mL, depending on the institution) is highly suspicious.',
    firstLine:
      'First-line treatment of an unstable or ruptured ectopic pregnancy is resuscitation and emergency surgery (usually laparoscopic salpingectomy), and first-line treatment of a stable, unruptured ectopic pregnancy without contraindications and with reliable follow-up is methotrexate.',
    management:
      'Methotrexate for ectopic pregnancy works best with a low beta-hCG (e.g., 5000 mIU/mL or less) and no embryonic cardiac activity, and beta-hCG is followed to undetectable; otherwise laparoscopic surgery is performed. Rh-negative patients with ectopic pregnancy receive anti-D immune globulin. A pregnancy of unknown location is followed with serial beta-hCG and ultrasound until it declares itself.',
    complications: [
      'The main complication of ectopic pregnancy is rupture with hemorrhagic shock, and ruptured ectopic pregnancy is a leading cause of first-trimester maternal death.',
      'After an ectopic pregnancy, the risk of another ectopic pregnancy is increased.',
    ],
    keyComparisons: [
      {
        with: 'surg-acute-appendicitis',
        difference:
          'Ectopic pregnancy causes lower abdominal pain with amenorrhea, vaginal bleeding and a positive beta-hCG, whereas acute appendicitis causes periumbilical pain migrating to the right lower quadrant with anorexia and fever and a negative pregnancy test.',
      },
      {
        with: 'obgyn-ovarian-torsion',
        difference:
          'Ovarian torsion causes sudden severe unilateral pelvic pain with nausea and an enlarged ovary, usually with a negative pregnancy test, whereas ectopic pregnancy has a positive beta-hCG without an intrauterine pregnancy.',
      },
    ],
    why: [
      {
        question: 'Why does a ruptured ectopic pregnancy cause shoulder-tip pain?',
        answer:
          'Blood from a ruptured ectopic pregnancy collects in the peritoneum and irritates the diaphragm, which is supplied by the phrenic nerve (C3-C5). The pain is referred to the C3-C5 dermatomes over the shoulder.',
      },
      {
        question: 'Why does methotrexate treat ectopic pregnancy?',
        answer:
          'Methotrexate inhibits dihydrofolate reductase, blocking DNA synthesis in rapidly dividing trophoblast cells, so the ectopic pregnancy stops growing and is resorbed. Folic acid supplements are stopped during treatment because they counteract it.',
      },
      {
        question: 'Why is the discriminatory level of beta-hCG useful in ectopic pregnancy?',
        answer:
          'Above the discriminatory level of beta-hCG, a normal intrauterine pregnancy should be visible on transvaginal ultrasound. An empty uterus above this level therefore suggests ectopic pregnancy or a failed pregnancy.',
      },
    ],
    highYield: [
      'The most common site of ectopic pregnancy is the ampulla of the fallopian tube.',
      'Methotrexate for ectopic pregnancy is contraindicated with an intrauterine pregnancy, hemodynamic instability or rupture, breastfeeding, significant liver, kidney or blood disorders, immunodeficiency, active lung disease or peptic ulcer.',
      'Adverse effects of methotrexate for ectopic pregnancy are stomatitis, GI upset, raised transaminases and transient abdominal pain.',
      'With the single-dose methotrexate regimen for ectopic pregnancy, beta-hCG should fall at least 15% between days 4 and 7.',
      'Heterotopic pregnancy (simultaneous intrauterine and ectopic pregnancy) is more likely after assisted reproduction.',
    ],
    dontMiss:
      'Check a pregnancy test in every patient of reproductive age with abdominal pain, bleeding or syncope to avoid missing ectopic pregnancy, a leading cause of first-trimester maternal death.',
    icd10: ['O00.109', 'O00.101', 'O00.102', 'O00.90'],
  },
  {
    id: 'obgyn-preeclampsia',
    title: 'Preeclampsia, Eclampsia and HELLP Syndrome',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: ['preeclampsia', 'pre-eclampsia', 'eclampsia', 'HELLP', 'HELLP syndrome', 'toxemia', 'hypertension in pregnancy', 'gestational hypertension', 'magnesium sulfate'],
    definition:
      'Preeclampsia is new hypertension (140/90 or higher on two readings at least 4 hours apart) after 20 weeks of gestation with proteinuria or, without proteinuria, signs of end-organ dysfunction. Eclampsia is preeclampsia with new-onset seizures, and HELLP syndrome is hemolysis, elevated liver enzymes and low platelets.',
    riskFactors: [
      'Risk factors for preeclampsia are nulliparity, prior preeclampsia, chronic hypertension, pregestational diabetes, multifetal gestation, obesity, kidney disease, lupus or antiphospholipid syndrome, and IVF.',
    ],
    pathophysiology:
      'In preeclampsia, cytotrophoblasts fail to remodel the maternal spiral arteries into wide, low-resistance vessels, so the placenta becomes ischemic and releases antiangiogenic factors (soluble fms-like tyrosine kinase-1 and soluble endoglin) that cause widespread maternal endothelial dysfunction, vasoconstriction and end-organ injury.',
    presentation: [
      'Preeclampsia presents with new hypertension after 20 weeks, often with proteinuria, and may be asymptomatic.',
      'Severe features of preeclampsia include headache, visual disturbances, right upper quadrant or epigastric pain and pulmonary edema.',
      'Preeclampsia can first appear postpartum, up to about 6 weeks after delivery.',
    ],
    bestInitialTest:
      'The best initial tests for preeclampsia are repeated blood pressure measurement plus a urine protein/creatinine ratio (or 24-hour urine protein).',
    testOfChoice:
      'Preeclampsia is assessed with a CBC with platelets, creatinine and liver enzymes, plus LDH and a blood smear when HELLP syndrome is suspected.',
    criteria: {
      name: 'ACOG criteria for preeclampsia',
      items: [
        'Preeclampsia requires a blood pressure of 140/90 or higher on two readings at least 4 hours apart after 20 weeks of gestation in a previously normotensive patient.',
        'Proteinuria in preeclampsia is 300 mg or more in 24 hours, or a protein/creatinine ratio of 0.3 or higher.',
        'Without proteinuria, preeclampsia is diagnosed by new hypertension with new thrombocytopenia, renal insufficiency, impaired liver function, pulmonary edema, or new headache or visual disturbances; severe-range blood pressure alone without these is severe gestational hypertension, which is managed like preeclampsia with severe features.',
        'Severe features of preeclampsia are BP 160/110 or higher, platelets below 100,000, transaminases twice normal or more or severe RUQ or epigastric pain, creatinine above 1.1 mg/dL or doubled, pulmonary edema, and new headache or visual disturbances.',
      ],
    },
    firstLine:
      'The definitive treatment of preeclampsia is delivery; first-line drugs for severe-range blood pressure in preeclampsia are IV labetalol, IV hydralazine or oral immediate-release nifedipine, and magnesium sulfate is first-line for seizure prophylaxis with severe features and for eclampsia.',
    management:
      'Preeclampsia without severe features is delivered at 37 weeks, with close maternal and fetal monitoring until then. Preeclampsia with severe features is delivered at 34 weeks or later, or earlier if the mother or fetus is unstable, using antenatal corticosteroids when preterm. Severe-range blood pressure in preeclampsia is treated promptly, ideally within 30-60 minutes. Magnesium sulfate is given as a 4-6 g IV load, then 1-2 g/h, and because it is renally cleared, kidney injury raises the risk of toxicity.',
    complications: [
      'Complications of preeclampsia are eclampsia, HELLP syndrome, placental abruption, DIC, pulmonary edema, stroke and hepatic hematoma or rupture.',
      'Fetal complications of preeclampsia are growth restriction, oligohydramnios and preterm birth.',
    ],
    prevention:
      'Preeclampsia is prevented in high-risk patients with low-dose aspirin (81 mg daily) started at 12-28 weeks, ideally before 16 weeks.',
    keyComparisons: [
      {
        with: 'card-hypertension',
        difference:
          'Chronic hypertension is present before pregnancy or before 20 weeks of gestation, whereas preeclampsia is new hypertension after 20 weeks with proteinuria or end-organ dysfunction; preeclampsia can be superimposed on chronic hypertension.',
      },
      {
        with: 'heme-thrombotic-thrombocytopenic-purpura',
        difference:
          'HELLP syndrome in preeclampsia causes hemolysis, raised transaminases and low platelets that resolve after delivery, whereas thrombotic thrombocytopenic purpura has severely reduced ADAMTS13 activity, prominent neurologic and renal findings and needs plasma exchange.',
      },
    ],
    why: [
      {
        question: 'Why is loss of deep tendon reflexes the first sign of magnesium toxicity?',
        answer:
          'Magnesium blocks calcium entry at the neuromuscular junction and reduces acetylcholine release. Deep tendon reflexes disappear at lower magnesium levels than those that cause respiratory depression and cardiac arrest, so reflexes are checked regularly in patients receiving magnesium for preeclampsia.',
      },
      {
        question: 'Why is delivery the cure for preeclampsia?',
        answer:
          'Preeclampsia is driven by the ischemic placenta, which releases antiangiogenic factors into the maternal circulation. Removing the placenta removes the source, so the disease usually resolves after delivery, although it can persist or first appear postpartum.',
      },
      {
        question: 'Why are ACE inhibitors and ARBs contraindicated in pregnancy?',
        answer:
          'ACE inhibitors and ARBs block the fetal renin-angiotensin system, which the fetal kidney needs, causing renal dysgenesis, oligohydramnios, skull hypoplasia and growth restriction. They are therefore avoided in preeclampsia and throughout pregnancy.',
      },
    ],
    highYield: [
      'Magnesium toxicity during treatment of preeclampsia causes loss of deep tendon reflexes first, then respiratory depression and cardiac arrest, and it is reversed with calcium gluconate.',
      'ACE inhibitors and ARBs are contraindicated in preeclampsia and throughout pregnancy.',
      'Acute fatty liver of pregnancy can mimic HELLP syndrome but causes hypoglycemia, coagulopathy and liver failure.',
    ],
    dontMiss:
      'In preeclampsia, do not miss eclampsia, HELLP syndrome, placental abruption, DIC, pulmonary edema, stroke and hepatic hematoma or rupture; a postpartum patient with a severe headache needs a blood pressure check.',
    icd10: ['O14.90', 'O14.10', 'O14.20', 'O15.9'],
  },
  {
    id: 'obgyn-gestational-diabetes',
    title: 'Gestational Diabetes Mellitus',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: ['GDM', 'gestational diabetes', 'diabetes in pregnancy', 'pregnancy diabetes', 'glucose challenge test', 'GCT', 'OGTT', 'macrosomia'],
    definition:
      'Gestational diabetes mellitus is glucose intolerance first recognized in the second or third trimester of pregnancy.',
    riskFactors: [
      'Risk factors for gestational diabetes mellitus are obesity, prior GDM, a prior macrosomic infant, a family history of diabetes, PCOS and membership in a high-risk ethnic group.',
    ],
    pathophysiology:
      'In gestational diabetes mellitus, placental hormones such as human placental lactogen, progesterone and cortisol increase insulin resistance as pregnancy advances, and GDM develops when the pancreas cannot raise insulin secretion enough to compensate.',
    presentation: [
      'Gestational diabetes mellitus is usually asymptomatic and found on screening at 24-28 weeks.',
      'Fetal and neonatal effects of gestational diabetes mellitus are macrosomia, shoulder dystocia, polyhydramnios, neonatal hypoglycemia and hyperbilirubinemia.',
      'Maternal effects of gestational diabetes mellitus are a higher risk of preeclampsia, cesarean delivery and later type 2 diabetes.',
    ],
    bestInitialTest:
      'The best initial screening test for gestational diabetes mellitus is the 1-hour 50-g glucose challenge test at 24-28 weeks (earlier if high risk), positive at 130-140 mg/dL depending on the center.',
    testOfChoice:
      'The confirmatory test for gestational diabetes mellitus is the 3-hour 100-g oral glucose tolerance test with 2 or more abnormal values; the one-step alternative is a 2-hour 75-g OGTT.',
    criteria: {
      name: 'Carpenter-Coustan thresholds for the 3-hour 100-g OGTT',
      items: [
        'Gestational diabetes mellitus by Carpenter-Coustan thresholds is diagnosed when 2 or more values are met or exceeded.',
        'The Carpenter-Coustan thresholds for gestational diabetes mellitus are fasting 95 mg/dL, 1 hour 180 mg/dL, 2 hours 155 mg/dL and 3 hours 140 mg/dL.',
        'With the one-step 75-g OGTT, gestational diabetes mellitus is diagnosed by any one value at or above fasting 92 mg/dL, 1 hour 180 mg/dL or 2 hours 153 mg/dL.',
      ],
    },
    firstLine:
      'First-line treatment of gestational diabetes mellitus is medical nutrition therapy and exercise.',
    management:
      'If glucose targets in gestational diabetes mellitus are not met (fasting below 95 mg/dL, 1-hour postprandial below 140 mg/dL or 2-hour below 120 mg/dL), insulin is the preferred drug. Metformin and glyburide cross the placenta and are second-line alternatives with less long-term safety data. Diet-controlled gestational diabetes mellitus is delivered at 39 0/7 to 40 6/7 weeks, and GDM well controlled on medication at 39 0/7 to 39 6/7 weeks. After gestational diabetes mellitus, patients are screened with a 75-g 2-hour OGTT at 4-12 weeks postpartum, then every 1-3 years.',
    complications: [
      'Shoulder dystocia and neonatal hypoglycemia are key complications of gestational diabetes mellitus.',
      'Women with gestational diabetes mellitus have a markedly increased lifetime risk of type 2 diabetes.',
    ],
    keyComparisons: [
      {
        with: 'endo-type-2-diabetes',
        difference:
          'Pregestational (overt) diabetes is present at the first prenatal visit (HbA1c 6.5% or more or fasting glucose 126 mg/dL or more) and raises the risk of congenital anomalies, whereas gestational diabetes mellitus appears in the second or third trimester and does not cause malformations.',
      },
    ],
    why: [
      {
        question: 'Why does gestational diabetes cause fetal macrosomia?',
        answer:
          'In gestational diabetes mellitus, maternal glucose crosses the placenta but maternal insulin does not, so the fetal pancreas responds with hyperinsulinemia. Fetal insulin acts as a growth hormone, increasing fat and organ growth and causing macrosomia.',
      },
      {
        question: 'Why do infants of mothers with gestational diabetes become hypoglycemic after birth?',
        answer:
          'The fetus of a mother with gestational diabetes mellitus adapts to high glucose with islet hyperplasia and hyperinsulinemia. When the cord is cut the maternal glucose supply stops, but insulin levels stay high, so the newborn becomes hypoglycemic.',
      },
      {
        question: 'Why is insulin preferred over oral drugs in gestational diabetes?',
        answer:
          'Insulin does not cross the placenta, so it controls maternal glucose in gestational diabetes mellitus without exposing the fetus. Metformin and glyburide cross the placenta and have less long-term safety data in exposed children.',
      },
    ],
    highYield: [
      'Insulin does not cross the placenta and is the preferred drug for gestational diabetes mellitus.',
      'An HbA1c of 6.5% or more (or fasting glucose 126 mg/dL or more) at the first prenatal visit indicates pregestational (overt) diabetes rather than gestational diabetes mellitus.',
      'Pregestational diabetes, unlike gestational diabetes mellitus, carries a risk of congenital anomalies such as cardiac defects, neural tube defects and caudal regression.',
    ],
    dontMiss:
      'An HbA1c of 6.5% or more (or fasting glucose 126 mg/dL or more) at the first visit indicates pregestational diabetes with a risk of congenital anomalies (cardiac defects, neural tube defects, caudal regression), and gestational diabetes mellitus raises the risk of shoulder dystocia and neonatal hypoglycemia.',
    icd10: ['O24.419', 'O24.410', 'O24.414', 'O24.415'],
  },
  {
    id: 'obgyn-placenta-previa',
    title: 'Placenta Previa',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: ['placenta previa', 'placenta praevia', 'low-lying placenta', 'painless vaginal bleeding', 'third trimester bleeding', 'antepartum hemorrhage'],
    definition:
      'Placenta previa is a placenta that covers the internal cervical os; a low-lying placenta has its edge within 2 cm of the os.',
    riskFactors: [
      'Risk factors for placenta previa are prior cesarean delivery or uterine surgery, prior previa, multiparity, advanced maternal age, multifetal gestation and smoking.',
    ],
    pathophysiology:
      'In placenta previa, the placenta implants in the lower uterine segment; as the lower segment stretches and the cervix changes in late pregnancy, the placental attachment shears and maternal vessels bleed, and because the uterus is not contracting, the bleeding is painless.',
    presentation: [
      'Placenta previa causes painless, bright-red vaginal bleeding in the second half of pregnancy, sometimes after intercourse.',
      'In placenta previa, the uterus is soft and nontender and the fetal heart tracing is usually reassuring.',
      'Placenta previa is often found on the routine mid-pregnancy ultrasound, and many low placentas move away from the os by the third trimester.',
    ],
    bestInitialTest:
      'The best test to locate the placenta in suspected placenta previa is transvaginal ultrasound, which is safe and the most accurate; no digital cervical examination is done until previa is excluded.',
    testOfChoice:
      'Transvaginal ultrasound is the test of choice for placenta previa, and a previa found mid-pregnancy is rechecked by ultrasound at about 32 weeks.',
    firstLine:
      'First-line management of stable placenta previa without bleeding is avoidance of intercourse and planned cesarean delivery at 36 0/7 to 37 6/7 weeks.',
    management:
      'Bleeding from placenta previa is managed with hospitalization, large-bore IV access, type and crossmatch, antenatal corticosteroids if preterm, and anti-D immune globulin if Rh-negative. Heavy bleeding or fetal compromise in placenta previa requires emergency cesarean delivery.',
    complications: [
      'Placenta previa with a prior cesarean delivery carries a high risk of placenta accreta spectrum.',
      'Complications of placenta previa are antepartum and postpartum hemorrhage, preterm birth and cesarean hysterectomy.',
    ],
    keyComparisons: [
      {
        with: 'obgyn-placental-abruption',
        difference:
          'Placenta previa causes painless bright-red bleeding with a soft, nontender uterus and usually a reassuring fetal tracing, whereas placental abruption causes painful bleeding with a tender, firm uterus, frequent contractions and fetal distress.',
      },
    ],
    why: [
      {
        question: 'Why is a digital vaginal examination contraindicated in placenta previa?',
        answer:
          'In placenta previa the placenta lies over the cervical os, so a finger passed through the cervix can disrupt the placenta and cause massive hemorrhage. Previa must be excluded by ultrasound before any digital examination in a bleeding pregnant patient.',
      },
      {
        question: 'Why does placenta previa after a prior cesarean raise the risk of placenta accreta?',
        answer:
          'A cesarean scar leaves deficient decidua in the lower uterine segment, so when the placenta implants over the scar in placenta previa, villi can attach to or invade the myometrium (placenta accreta spectrum). The risk rises with each prior cesarean.',
      },
    ],
    highYield: [
      'Vasa previa causes bleeding at rupture of membranes with rapid fetal bradycardia because the blood lost is fetal.',
      'A previa found mid-pregnancy is rechecked at about 32 weeks because many low placentas move away from the os.',
      'Planned cesarean delivery for uncomplicated placenta previa is at 36 0/7 to 37 6/7 weeks.',
    ],
    dontMiss:
      'Never do a digital vaginal examination before excluding placenta previa, screen for placenta accreta spectrum when there is a prior cesarean, and remember that vasa previa (bleeding at rupture of membranes with fetal bradycardia) and abruption (painful bleeding, tender uterus) are the key alternatives.',
    icd10: ['O44.00', 'O44.10', 'O44.40'],
  },
  {
    id: 'obgyn-placental-abruption',
    title: 'Placental Abruption',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: ['abruptio placentae', 'placental abruption', 'abruption', 'painful vaginal bleeding', 'concealed hemorrhage', 'Couvelaire uterus'],
    definition:
      'Placental abruption is premature separation of a normally implanted placenta from the uterine wall before delivery.',
    mostCommonCause:
      'The most common predisposing factor for placental abruption is maternal hypertension, including preeclampsia.',
    riskFactors: [
      'Risk factors for placental abruption are hypertension and preeclampsia, cocaine use, smoking, abdominal trauma, prior abruption, preterm rupture of membranes and sudden uterine decompression.',
    ],
    pathophysiology:
      'In placental abruption, bleeding into the decidua basalis forms a hematoma that separates the placenta and reduces fetal oxygen exchange; tissue factor released from the damaged decidua and placenta can trigger DIC, and blood dissecting into the myometrium (Couvelaire uterus) impairs contraction.',
    presentation: [
      'Placental abruption causes painful vaginal bleeding, which may be concealed behind the placenta, with abdominal or back pain.',
      'Placental abruption causes a tender, firm uterus with frequent, high-tone contractions.',
      'Placental abruption causes fetal heart rate abnormalities (late decelerations, bradycardia) or fetal death.',
      'Placental abruption can cause maternal shock or DIC (low fibrinogen) out of proportion to the visible bleeding.',
    ],
    bestInitialTest:
      'Placental abruption is a clinical diagnosis; ultrasound is insensitive (a normal scan does not exclude abruption) but excludes previa, and CBC, coagulation studies, fibrinogen and type and crossmatch are sent.',
    testOfChoice: 'Placental abruption is confirmed by examination of the placenta after delivery.',
    firstLine:
      'First-line management of placental abruption with maternal instability or nonreassuring fetal status is resuscitation with blood products and urgent delivery, usually by cesarean (vaginal delivery if imminent or the fetus has died).',
    management:
      'A stable, mild, preterm placental abruption is managed with close maternal and fetal monitoring and antenatal corticosteroids. Rh-negative patients with placental abruption receive anti-D immune globulin, with Kleihauer-Betke testing to size the fetomaternal hemorrhage.',
    complications: [
      'Complications of placental abruption are DIC, hemorrhagic shock and fetal death.',
      'Placental abruption can cause postpartum hemorrhage from uterine atony (Couvelaire uterus).',
    ],
    keyComparisons: [
      {
        with: 'obgyn-placenta-previa',
        difference:
          'Placental abruption causes painful bleeding with a tender, firm uterus and fetal distress, whereas placenta previa causes painless bright-red bleeding with a soft uterus and usually a reassuring fetal tracing.',
      },
      {
        with: 'heme-disseminated-intravascular-coagulation',
        difference:
          'Placental abruption is the most common obstetric cause of DIC, which presents with a low fibrinogen, prolonged PT and aPTT, low platelets and bleeding out of proportion to what is visible.',
      },
    ],
    why: [
      {
        question: 'Why does placental abruption cause DIC?',
        answer:
          'In placental abruption, the damaged decidua and placenta release large amounts of tissue factor into the maternal circulation, activating coagulation throughout the body. Clotting factors and fibrinogen are consumed, so bleeding worsens.',
      },
      {
        question: 'Why can placental abruption cause shock with little visible bleeding?',
        answer:
          'In placental abruption, blood can collect behind the placenta or dissect into the myometrium instead of leaving through the vagina (concealed hemorrhage). The visible bleeding therefore underestimates the blood loss.',
      },
    ],
    highYield: [
      'A normal ultrasound does not exclude placental abruption.',
      'After even minor abdominal trauma in pregnancy, the fetus is monitored continuously for at least 4 hours to detect placental abruption.',
      'Cocaine use causes placental abruption through vasoconstriction and acute hypertension.',
    ],
    dontMiss:
      'In placental abruption, watch for DIC, hemorrhagic shock, fetal death and postpartum hemorrhage from uterine atony (Couvelaire uterus); after even minor abdominal trauma in pregnancy, monitor the fetus continuously for at least 4 hours.',
    icd10: ['O45.90', 'O45.93'],
  },
  {
    id: 'obgyn-postpartum-hemorrhage',
    title: 'Postpartum Hemorrhage',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: ['PPH', 'postpartum bleeding', 'obstetric hemorrhage', 'uterine atony', 'boggy uterus', '4 Ts', 'tranexamic acid'],
    definition:
      'Postpartum hemorrhage is cumulative blood loss of 1000 mL or more, or any blood loss with signs or symptoms of hypovolemia, within 24 hours after birth regardless of route of delivery; it is a leading cause of maternal death worldwide.',
    mostCommonCause: 'The most common cause of postpartum hemorrhage is uterine atony.',
    causes: [
      'The causes of postpartum hemorrhage are the 4 Ts: tone (uterine atony), trauma (lacerations, hematoma, uterine rupture or inversion), tissue (retained placenta, accreta) and thrombin (coagulopathy).',
    ],
    riskFactors: [
      'Risk factors for uterine atony and postpartum hemorrhage are an overdistended uterus (twins, macrosomia, polyhydramnios), prolonged or rapid labor, chorioamnionitis, prolonged oxytocin use, magnesium sulfate and high parity.',
    ],
    pathophysiology:
      'After delivery, bleeding from the placental bed is controlled mainly by contraction of the myometrial fibers, which compress the spiral arteries like living ligatures; when the uterus fails to contract (atony), these vessels keep bleeding, causing postpartum hemorrhage.',
    presentation: [
      'Uterine atony causing postpartum hemorrhage produces a soft, boggy, enlarged uterus.',
      'In postpartum hemorrhage, tachycardia and hypotension can appear late because of the expanded blood volume of pregnancy.',
    ],
    bestInitialTest:
      'The best initial evaluation of postpartum hemorrhage is clinical: quantify blood loss, perform a bimanual examination for uterine tone, inspect the genital tract for lacerations, examine the placenta for missing parts and use ultrasound for retained tissue.',
    testOfChoice:
      'Laboratory tests in postpartum hemorrhage are a CBC, coagulation studies, fibrinogen and type and crossmatch.',
    firstLine:
      'First-line treatment of postpartum hemorrhage is to call for help, establish large-bore IV access, give fluids and blood, perform bimanual uterine massage and give uterotonics starting with oxytocin, plus tranexamic acid.',
    management:
      'If postpartum hemorrhage continues despite uterotonics, the next steps are intrauterine balloon tamponade, uterine artery embolization, surgery (compression sutures, vessel ligation) and hysterectomy as a last resort. Second-line uterotonics for postpartum hemorrhage are methylergonovine, carboprost and misoprostol. Tranexamic acid for postpartum hemorrhage is given as 1 g IV over 10 minutes within 3 hours of birth and repeated once if bleeding continues. The massive transfusion protocol is activated when needed.',
    complications: [
      'Complications of postpartum hemorrhage are hemorrhagic shock, DIC, transfusion reactions and loss of fertility from hysterectomy.',
      'Sheehan syndrome (pituitary necrosis) is a complication of postpartum hemorrhage that presents later with failure to lactate.',
    ],
    prevention:
      'Postpartum hemorrhage is prevented by routine oxytocin after delivery as part of active management of the third stage of labor.',
    keyComparisons: [
      {
        with: 'heme-disseminated-intravascular-coagulation',
        difference:
          'DIC causes postpartum hemorrhage from the thrombin cause (coagulopathy), typically after abruption or amniotic fluid embolism, with oozing from IV sites, low fibrinogen and prolonged clotting times despite a firm uterus.',
      },
      {
        with: 'obgyn-placental-abruption',
        difference:
          'Placental abruption causes bleeding before delivery and can lead to postpartum hemorrhage through DIC and uterine atony from a Couvelaire uterus.',
      },
    ],
    why: [
      {
        question: 'Why is methylergonovine contraindicated in hypertension and preeclampsia?',
        answer:
          'Methylergonovine is an ergot alkaloid that causes sustained smooth muscle contraction of both the uterus and blood vessels. Its vasoconstriction can cause severe hypertension, stroke or seizures, so it is avoided when treating postpartum hemorrhage in patients with hypertension or preeclampsia.',
      },
      {
        question: 'Why is carboprost contraindicated in asthma?',
        answer:
          'Carboprost is 15-methyl prostaglandin F2-alpha, which contracts bronchial smooth muscle as well as the uterus. It can trigger severe bronchospasm, so it is avoided in postpartum hemorrhage in patients with asthma.',
      },
      {
        question: 'Why must tranexamic acid be given within 3 hours in postpartum hemorrhage?',
        answer:
          'Tranexamic acid is an antifibrinolytic that prevents plasmin from breaking down clot, and fibrinolysis is most active early after birth and bleeding onset. Trials show it reduces death from bleeding in postpartum hemorrhage when given within 3 hours, with no benefit later.',
      },
    ],
    highYield: [
      'Oxytocin is the first-line uterotonic for postpartum hemorrhage and is also given routinely after delivery to prevent it.',
      'Methylergonovine for postpartum hemorrhage is contraindicated in hypertension and preeclampsia.',
      'Carboprost (15-methyl PGF2-alpha) for postpartum hemorrhage is contraindicated in asthma.',
      'Misoprostol (PGE1) for postpartum hemorrhage causes fever and shivering.',
    ],
    dontMiss:
      'In postpartum hemorrhage from uterine inversion, replace the uterus before removing the placenta and hold uterotonics until it is reduced; also consider placenta accreta spectrum, DIC and amniotic fluid embolism.',
    icd10: ['O72.1', 'O72.0', 'O72.2', 'O72.3'],
  },
  {
    id: 'obgyn-polycystic-ovary-syndrome',
    title: 'Polycystic Ovary Syndrome',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: ['PCOS', 'polycystic ovaries', 'polycystic ovarian syndrome', 'hirsutism', 'irregular periods', 'anovulation', 'Stein-Leventhal syndrome'],
    definition:
      'Polycystic ovary syndrome is a common endocrine disorder of reproductive-age women, diagnosed by 2 of 3 Rotterdam criteria after other causes are excluded.',
    riskFactors: [
      'Risk factors for polycystic ovary syndrome are a family history of PCOS, obesity and insulin resistance.',
    ],
    pathophysiology:
      'In polycystic ovary syndrome, increased LH pulses drive theca cells to make excess androgens, and insulin resistance with hyperinsulinemia further boosts ovarian androgen production and lowers SHBG; follicles arrest before ovulation, causing anovulation and unopposed estrogen exposure of the endometrium.',
    presentation: [
      'Polycystic ovary syndrome causes irregular or absent periods and infertility.',
      'Polycystic ovary syndrome causes hirsutism, acne and androgenic hair loss.',
      'Polycystic ovary syndrome is associated with obesity, insulin resistance and acanthosis nigricans.',
      'Polycystic ovary syndrome shows raised total or free testosterone, and ultrasound shows many small peripheral follicles or enlarged ovaries.',
    ],
    bestInitialTest:
      'The best initial tests in suspected polycystic ovary syndrome exclude mimics: a pregnancy test, TSH, prolactin and 17-hydroxyprogesterone (nonclassic congenital adrenal hyperplasia), plus a testosterone level.',
    testOfChoice:
      'Polycystic ovary syndrome is a clinical diagnosis by the Rotterdam criteria, and patients are screened for metabolic disease with an OGTT or HbA1c and a lipid panel.',
    criteria: {
      name: 'Rotterdam criteria for polycystic ovary syndrome',
      items: [
        'Polycystic ovary syndrome requires 2 of 3 Rotterdam criteria after exclusion of other causes.',
        'One Rotterdam criterion for polycystic ovary syndrome is oligo-ovulation or anovulation.',
        'One Rotterdam criterion for polycystic ovary syndrome is clinical or biochemical hyperandrogenism.',
        'One Rotterdam criterion for polycystic ovary syndrome is polycystic ovarian morphology on ultrasound, which is not used within 8 years of menarche.',
      ],
    },
    firstLine:
      'First-line treatment of polycystic ovary syndrome is lifestyle change and weight loss; for patients not seeking pregnancy, combined oral contraceptives are first-line drug therapy, and for patients seeking pregnancy, letrozole is first-line for ovulation induction.',
    management:
      'In polycystic ovary syndrome, combined oral contraceptives regulate cycles, lower androgens and protect the endometrium. Spironolactone is used for hirsutism in polycystic ovary syndrome together with contraception, and metformin is used for metabolic features. Clomiphene is an alternative to letrozole for ovulation induction in polycystic ovary syndrome.',
    complications: [
      'Polycystic ovary syndrome raises the risk of endometrial hyperplasia and cancer from unopposed estrogen with chronic anovulation.',
      'Polycystic ovary syndrome is associated with type 2 diabetes, dyslipidemia, obstructive sleep apnea, fatty liver disease and depression.',
    ],
    keyComparisons: [
      {
        with: 'endo-cushing-syndrome',
        difference:
          'Cushing syndrome can cause hirsutism, irregular periods and obesity like polycystic ovary syndrome, but adds proximal weakness, wide purple striae, easy bruising and hypertension, with abnormal dexamethasone suppression or late-night salivary cortisol.',
      },
      {
        with: 'endo-prolactinoma',
        difference:
          'A prolactinoma causes oligomenorrhea or amenorrhea with galactorrhea and a high prolactin, whereas polycystic ovary syndrome causes anovulation with hyperandrogenism and normal or only mildly raised prolactin.',
      },
      {
        with: 'endo-hypothyroidism',
        difference:
          'Hypothyroidism causes menstrual irregularity and weight gain like polycystic ovary syndrome, so a TSH is checked before diagnosing PCOS.',
      },
    ],
    why: [
      {
        question: 'Why does polycystic ovary syndrome increase the risk of endometrial cancer?',
        answer:
          'In polycystic ovary syndrome, chronic anovulation means there is no corpus luteum and no progesterone, so the endometrium is stimulated by estrogen without the progesterone that normally stops proliferation and triggers orderly shedding. Unopposed estrogen leads to hyperplasia and endometrial cancer, which combined oral contraceptives or progestins prevent.',
      },
      {
        question: 'Why is letrozole used for ovulation induction in PCOS?',
        answer:
          'Letrozole is an aromatase inhibitor that lowers estrogen briefly, which reduces negative feedback on the pituitary and raises FSH, stimulating follicle development and ovulation in polycystic ovary syndrome. It gives higher live birth rates than clomiphene in PCOS.',
      },
      {
        question: 'Why must spironolactone be combined with contraception in PCOS?',
        answer:
          'Spironolactone blocks androgen receptors, which treats hirsutism in polycystic ovary syndrome, but the same action can feminize a male fetus. Reliable contraception is therefore required.',
      },
    ],
    highYield: [
      'Combined oral contraceptives for polycystic ovary syndrome suppress LH-driven ovarian androgen production and raise SHBG.',
      'Spironolactone for polycystic ovary syndrome blocks androgen receptors, is teratogenic (feminization of a male fetus) and can cause hyperkalemia.',
      'Letrozole for polycystic ovary syndrome is an aromatase inhibitor that lowers estrogen feedback and raises FSH.',
      'Metformin improves insulin sensitivity in polycystic ovary syndrome.',
    ],
    dontMiss:
      'In polycystic ovary syndrome, do not miss endometrial hyperplasia and cancer from unopposed estrogen or the metabolic complications; rapid-onset virilization suggests an androgen-secreting ovarian or adrenal tumor rather than PCOS.',
    icd10: ['E28.2'],
  },
  {
    id: 'obgyn-endometriosis',
    title: 'Endometriosis',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: ['endometriosis', 'endo', 'painful periods', 'dysmenorrhea', 'chocolate cyst', 'endometrioma', 'dyspareunia'],
    definition:
      'Endometriosis is estrogen-dependent growth of endometrial-like glands and stroma outside the uterus (ovaries, pelvic peritoneum, uterosacral ligaments, rectovaginal septum), causing chronic pelvic pain and infertility.',
    riskFactors: [
      'Risk factors for endometriosis include nulliparity, early menarche, short menstrual cycles, heavy or prolonged menstruation, obstruction of menstrual outflow and a family history of endometriosis.',
    ],
    pathophysiology:
      'The leading explanation for endometriosis is retrograde menstruation, in which endometrial cells flow through the tubes and implant on pelvic surfaces; the implants respond to estrogen, bleed cyclically and produce prostaglandins and inflammation, causing pain, adhesions and scarring.',
    presentation: [
      'Endometriosis causes cyclic pelvic pain, secondary dysmenorrhea, deep dyspareunia and painful defecation.',
      'Endometriosis is a common cause of infertility.',
      'Examination in endometriosis may find uterosacral nodularity, a fixed retroverted uterus or an adnexal mass (endometrioma).',
      'Ultrasound in endometriosis may show an endometrioma ("chocolate cyst") with homogeneous ground-glass echoes.',
    ],
    bestInitialTest:
      'The best initial imaging test for endometriosis is transvaginal ultrasound, which detects endometriomas and some deep disease; a normal ultrasound does not exclude endometriosis, which is often diagnosed clinically and treated empirically.',
    testOfChoice:
      'The definitive test for endometriosis is laparoscopy with biopsy, but it is not required before starting empiric treatment.',
    firstLine:
      'First-line treatment of endometriosis is NSAIDs plus hormonal suppression with combined hormonal contraceptives or progestins.',
    management:
      'Second-line treatment of endometriosis is a GnRH agonist (e.g., leuprolide) or antagonist (e.g., elagolix) with add-back therapy. Laparoscopic excision or ablation is used for endometriosis with refractory pain, endometriomas or infertility.',
    complications: [
      'Complications of endometriosis are infertility, pelvic adhesions, and torsion or rupture of an endometrioma.',
      'Endometriomas are associated with a small increase in endometrioid and clear cell ovarian cancer.',
    ],
    keyComparisons: [
      {
        with: 'gi-irritable-bowel-syndrome',
        difference:
          'Bowel endometriosis can mimic irritable bowel syndrome with bloating and painful defecation, but its symptoms are cyclic and worse around menstruation and come with dysmenorrhea and dyspareunia.',
      },
      {
        with: 'heme-ovarian-cancer',
        difference:
          'An endometrioma is a cyst with homogeneous ground-glass echoes in a young woman with cyclic pain, whereas ovarian cancer usually presents in older women with a complex mass, ascites and bloating; CA-125 can be raised in both.',
      },
    ],
    why: [
      {
        question: 'Why does endometriosis cause cyclic pain?',
        answer:
          'Endometriotic implants respond to the same hormonal cycle as the uterine lining, proliferating and bleeding each month. The bleeding and prostaglandin-driven inflammation in a closed space cause pain that peaks around menstruation.',
      },
      {
        question: 'Why does continuous GnRH agonist therapy suppress endometriosis?',
        answer:
          'Continuous rather than pulsatile GnRH stimulation downregulates pituitary GnRH receptors, so after a brief flare LH and FSH fall, creating a low-estrogen state that shrinks endometriosis. Add-back hormone therapy limits the hot flashes and bone loss this causes.',
      },
    ],
    highYield: [
      'GnRH agonists for endometriosis, given continuously, suppress FSH and LH and cause hot flashes and bone loss, which add-back hormone therapy reduces.',
      'Elagolix is an oral GnRH antagonist used for endometriosis pain.',
      'Adenomyosis differs from endometriosis by causing an enlarged, boggy, tender uterus with heavy periods.',
    ],
    dontMiss:
      'Consider adenomyosis (enlarged, boggy, tender uterus with heavy periods), pelvic inflammatory disease and torsion of an endometrioma in a patient with suspected endometriosis.',
    icd10: ['N80.9', 'N80.109'],
  },
  {
    id: 'obgyn-ovarian-torsion',
    title: 'Ovarian Torsion',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: ['adnexal torsion', 'ovarian torsion', 'twisted ovary', 'tubo-ovarian torsion', 'sudden pelvic pain', 'whirlpool sign'],
    definition:
      'Ovarian torsion is twisting of the ovary, often with the fallopian tube, on its supporting ligaments, which cuts off its blood flow.',
    mostCommonCause:
      'The most common predisposing factor for ovarian torsion is an enlarged ovary, usually from a cyst or benign mass (commonly 5 cm or more) such as a mature cystic teratoma.',
    riskFactors: [
      'Risk factors for ovarian torsion are an ovarian cyst or mass, ovarian stimulation for infertility and pregnancy.',
    ],
    pathophysiology:
      'In ovarian torsion, twisting first compresses the low-pressure veins and lymphatics, so the ovary becomes congested and enlarged, and then compromises arterial inflow, leading to ischemia and necrosis; because the ovary has a dual supply from the ovarian and uterine arteries, Doppler flow can persist despite torsion.',
    presentation: [
      'Ovarian torsion causes sudden, severe, unilateral lower abdominal or pelvic pain, often with nausea and vomiting, and the pain may be intermittent with partial torsion.',
      'Ovarian torsion can cause a tender adnexal mass.',
      'In ovarian torsion, fever and leukocytosis suggest necrosis.',
    ],
    bestInitialTest:
      'The best initial tests in suspected ovarian torsion are a pregnancy test and pelvic (transvaginal) ultrasound with Doppler, showing an enlarged edematous ovary, an ovarian mass or a twisted pedicle (whirlpool sign).',
    testOfChoice: 'The test that confirms ovarian torsion is laparoscopy.',
    firstLine:
      'First-line treatment of ovarian torsion is emergency laparoscopy with detorsion, preserving the ovary even if it looks dark, plus cystectomy as needed.',
    management:
      'Oophorectomy is performed for ovarian torsion only if the ovary is clearly necrotic or malignancy is suspected (e.g., postmenopausal).',
    complications: [
      'The main complication of ovarian torsion is loss of the ovary from necrosis when surgery is delayed.',
    ],
    keyComparisons: [
      {
        with: 'obgyn-ectopic-pregnancy',
        difference:
          'Ectopic pregnancy causes pelvic pain with a positive beta-hCG, whereas ovarian torsion usually has a negative pregnancy test and an enlarged ovary or mass with sudden severe pain and vomiting.',
      },
      {
        with: 'surg-acute-appendicitis',
        difference:
          'Acute appendicitis causes gradual periumbilical pain migrating to the right lower quadrant with anorexia and fever, whereas right ovarian torsion causes sudden severe pelvic pain with vomiting and an adnexal mass on ultrasound.',
      },
    ],
    why: [
      {
        question: 'Why doesn\'t normal Doppler flow exclude ovarian torsion?',
        answer:
          'The ovary has a dual blood supply from the ovarian artery and the ovarian branch of the uterine artery, and torsion may be partial or intermittent. Arterial flow can therefore still be seen on Doppler even when ovarian torsion is present.',
      },
      {
        question: 'Why is a dark ovary preserved after detorsion?',
        answer:
          'A twisted ovary looks dark and congested mainly because venous outflow was blocked, and most such ovaries recover function after detorsion. Removing it would needlessly reduce fertility, so the ovary is preserved unless it is clearly necrotic.',
      },
    ],
    highYield: [
      'Normal Doppler flow does not exclude ovarian torsion.',
      'Ovarian torsion is more likely during ovarian stimulation and pregnancy because the ovaries are enlarged.',
    ],
    dontMiss:
      'The differential of ovarian torsion includes ectopic pregnancy, appendicitis, a ruptured hemorrhagic cyst and tubo-ovarian abscess, and delay in surgery risks loss of the ovary.',
    icd10: ['N83.519', 'N83.511', 'N83.512', 'N83.53'],
  },
  {
    id: 'obgyn-rh-alloimmunization',
    title: 'Rh (D) Alloimmunization',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: ['Rh incompatibility', 'Rh disease', 'RhD alloimmunization', 'RhoGAM', 'anti-D immune globulin', 'hemolytic disease of the fetus and newborn', 'HDFN', 'erythroblastosis fetalis', 'Kleihauer-Betke'],
    definition:
      'Rh (D) alloimmunization is maternal antibody formation against fetal red cell antigens, classically RhD, after fetomaternal hemorrhage in an Rh-negative mother carrying an Rh-positive fetus; in later pregnancies the IgG crosses the placenta and causes fetal hemolysis.',
    causes: [
      'Sensitizing events for Rh (D) alloimmunization are delivery, miscarriage, abortion, ectopic pregnancy, amniocentesis or chorionic villus sampling, abdominal trauma, antepartum bleeding and external cephalic version.',
    ],
    pathophysiology:
      'In Rh (D) alloimmunization, fetal Rh-positive red cells entering the circulation of an Rh-negative mother trigger an immune response; in a later pregnancy, maternal anti-D IgG crosses the placenta, coats fetal red cells and causes their destruction in the fetal spleen (a type II hypersensitivity reaction), leading to fetal anemia and hydrops.',
    presentation: [
      'In Rh (D) alloimmunization, the first affected pregnancy is usually spared, and later Rh-positive fetuses are at risk.',
      'Rh (D) alloimmunization causes fetal anemia, hydrops fetalis (skin edema, ascites, effusions, heart failure) and neonatal jaundice.',
    ],
    bestInitialTest:
      'The best initial test for Rh (D) alloimmunization is a blood type, Rh status and antibody screen at the first prenatal visit.',
    testOfChoice:
      'When anti-D is present in Rh (D) alloimmunization, titers are followed, and at or above the critical titer (often 1:16) the fetus is monitored for anemia with middle cerebral artery peak systolic velocity Doppler; fetal blood sampling confirms anemia.',
    firstLine:
      'First-line management of Rh (D) alloimmunization is prevention in unsensitized Rh-negative patients with anti-D immune globulin at about 28 weeks, within 72 hours of delivery of an Rh-positive infant, and after sensitizing events.',
    management:
      'A sensitized pregnancy with fetal anemia from Rh (D) alloimmunization is treated with intrauterine transfusion and planned delivery. The Kleihauer-Betke test or flow cytometry quantifies fetomaternal hemorrhage so that the anti-D dose can be adjusted.',
    complications: [
      'Complications of Rh (D) alloimmunization are fetal anemia, hydrops fetalis, fetal death, and severe neonatal hyperbilirubinemia with risk of kernicterus.',
    ],
    prevention:
      'Rh (D) alloimmunization is prevented by anti-D immune globulin at about 28 weeks, after delivery of an Rh-positive infant and after sensitizing events; for abortion or pregnancy loss before 12 weeks, ACOG (2024) suggests forgoing routine anti-D whereas SMFM recommends offering it, so practice varies.',
    keyComparisons: [
      {
        with: 'peds-neonatal-hyperbilirubinemia',
        difference:
          'ABO incompatibility (group O mother, group A or B infant) causes milder hemolytic neonatal jaundice and can affect the first pregnancy, whereas Rh (D) alloimmunization usually spares the first pregnancy and can cause severe fetal anemia and hydrops.',
      },
      {
        with: 'immuno-type-ii-hypersensitivity',
        difference:
          'Rh (D) alloimmunization is a classic type II hypersensitivity reaction, in which maternal IgG binds antigens on fetal red cells and causes their destruction.',
      },
    ],
    why: [
      {
        question: 'Why is the first Rh-incompatible pregnancy usually spared?',
        answer:
          'Sensitization in Rh (D) alloimmunization usually happens at delivery, when fetal cells enter the maternal circulation, and the first immune response is mainly IgM, which cannot cross the placenta. In a later pregnancy, memory cells produce IgG anti-D, which crosses the placenta and causes hemolysis.',
      },
      {
        question: 'Why doesn\'t anti-D immune globulin help once the mother is sensitized?',
        answer:
          'Anti-D immune globulin works by clearing fetal Rh-positive cells before the mother\'s immune system recognizes them. Once the mother has formed her own anti-D antibodies and memory cells in Rh (D) alloimmunization, passive antibody cannot reverse sensitization.',
      },
      {
        question: 'Why does middle cerebral artery Doppler detect fetal anemia?',
        answer:
          'An anemic fetus has lower blood viscosity and a higher cardiac output, so blood flows faster, and the peak systolic velocity in the middle cerebral artery rises. This lets fetal anemia from Rh (D) alloimmunization be detected noninvasively.',
      },
    ],
    highYield: [
      'The standard 300 mcg dose of anti-D immune globulin covers about 30 mL of fetal whole blood (15 mL of fetal red cells).',
      'A positive anti-D antibody screen means Rh (D) alloimmunization has already occurred, and anti-D immune globulin will not help.',
      'ABO incompatibility causes milder hemolysis than Rh (D) alloimmunization and can affect the first pregnancy.',
    ],
    dontMiss:
      'A positive anti-D antibody screen means sensitization has already occurred, and ABO incompatibility (group O mother, group A or B infant) causes milder hemolysis that can affect the first pregnancy.',
    icd10: ['O36.0190', 'P55.0'],
  },
  {
    id: 'obgyn-preterm-labor',
    title: 'Preterm Labor',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: ['preterm labor', 'premature labor', 'preterm birth', 'PTL', 'tocolysis', 'antenatal corticosteroids', 'short cervix'],
    definition:
      'Preterm labor is regular uterine contractions with cervical change (dilation and/or effacement) before 37 0/7 weeks of gestation.',
    riskFactors: [
      'The strongest risk factor for preterm labor is a prior spontaneous preterm birth.',
      'Other risk factors for preterm labor are a short cervix, multifetal gestation, infection, smoking and uterine anomalies.',
    ],
    pathophysiology:
      'Preterm labor is the common end point of several processes, including intrauterine infection and inflammation, decidual hemorrhage, uterine overdistension and maternal or fetal stress, which increase prostaglandins and lead to contractions and cervical ripening.',
    presentation: [
      'Preterm labor causes contractions, pelvic pressure, low back pain, a change in vaginal discharge or spotting.',
      'Preterm labor causes cervical dilation or effacement on examination.',
    ],
    bestInitialTest:
      'The best initial evaluation of suspected preterm labor is a sterile speculum examination to exclude rupture of membranes, a cervical examination and transvaginal cervical length.',
    testOfChoice:
      'A negative fetal fibronectin test in suspected preterm labor makes delivery within 7-14 days unlikely; group B Streptococcus, urinary tract infection and sexually transmitted infections are also tested for.',
    firstLine:
      'First-line management of preterm labor at 24-34 weeks is antenatal corticosteroids (betamethasone), short-term tocolysis for up to 48 hours to complete the steroid course, magnesium sulfate for fetal neuroprotection before 32 weeks, and GBS prophylaxis if status is positive or unknown.',
    management:
      'Tocolytics for preterm labor are nifedipine (a calcium channel blocker that causes hypotension), indomethacin (an NSAID used only before 32 weeks) and terbutaline (a beta-agonist that causes tachycardia and is not for prolonged use). Tocolysis in preterm labor is contraindicated with chorioamnionitis, placental abruption, fetal demise, nonreassuring fetal status, severe preeclampsia or maternal instability.',
    complications: [
      'Complications of preterm birth after preterm labor include neonatal respiratory distress syndrome, intraventricular hemorrhage, necrotizing enterocolitis, sepsis and neonatal death.',
    ],
    prevention:
      'Preterm labor is prevented with vaginal progesterone for a short cervix (20 mm or less) without prior preterm birth, and cerclage for a prior spontaneous preterm birth with a cervix shorter than 25 mm before 24 weeks.',
    keyComparisons: [
      {
        with: 'obgyn-placental-abruption',
        difference:
          'Placental abruption can present as preterm contractions with painful bleeding, a tender hypertonic uterus and fetal distress, and it is a contraindication to tocolysis in preterm labor.',
      },
    ],
    why: [
      {
        question: 'Why is indomethacin used only before 32 weeks for tocolysis?',
        answer:
          'Indomethacin inhibits prostaglandin synthesis, and after about 32 weeks the fetal ductus arteriosus depends increasingly on prostaglandins to stay open, so indomethacin can cause premature ductal closure. It also reduces fetal urine output, causing oligohydramnios.',
      },
      {
        question: 'Why are antenatal corticosteroids given in preterm labor?',
        answer:
          'Betamethasone crosses the placenta and accelerates fetal lung maturation, including surfactant production by type II pneumocytes. Given in preterm labor, it reduces neonatal respiratory distress syndrome, intraventricular hemorrhage, necrotizing enterocolitis and death.',
      },
      {
        question: 'Why is tocolysis limited to 48 hours?',
        answer:
          'Tocolytics in preterm labor do not improve neonatal outcomes by prolonging pregnancy for long; their value is to delay delivery for about 48 hours so that corticosteroids can take effect and the mother can be transferred to a center with a neonatal ICU.',
      },
    ],
    highYield: [
      'Betamethasone in preterm labor reduces neonatal respiratory distress syndrome, intraventricular hemorrhage, necrotizing enterocolitis and death.',
      'Magnesium sulfate is given in preterm labor before 32 weeks to reduce the risk of cerebral palsy (fetal neuroprotection).',
      'Hydroxyprogesterone caproate injections (Makena) for preventing preterm birth were withdrawn from the US market in 2023.',
    ],
    dontMiss:
      'Tocolysis for preterm labor is contraindicated with chorioamnionitis, placental abruption, fetal demise, nonreassuring fetal status, severe preeclampsia or maternal instability, and infection (including intra-amniotic infection) should be sought as a trigger.',
    icd10: ['O60.00', 'O60.02', 'O60.03'],
  },
  {
    id: 'obgyn-cervical-cancer-screening',
    title: 'Cervical Cancer and Screening',
    subject: 'Obstetrics & Gynecology',
    kind: 'condition',
    aliases: ['cervical cancer', 'Pap smear', 'Pap test', 'HPV test', 'cervical dysplasia', 'CIN', 'colposcopy', 'LEEP'],
    definition:
      'Cervical cancer, most often squamous cell carcinoma, develops from persistent high-risk HPV infection through cervical intraepithelial neoplasia (CIN) at the transformation zone, and it is largely preventable by HPV vaccination and screening.',
    mostCommonCause:
      'The most common cause of cervical cancer is persistent infection with high-risk HPV, especially types 16 and 18.',
    riskFactors: [
      'Risk factors for cervical cancer are early sexual activity, multiple partners, smoking, immunosuppression (e.g., HIV) and lack of screening.',
    ],
    pathophysiology:
      'In cervical cancer, high-risk HPV integrates into the host genome at the metaplastic transformation zone, and its E6 protein promotes degradation of p53 while E7 inactivates Rb, allowing uncontrolled proliferation that progresses from CIN to invasive cancer over years.',
    presentation: [
      'Precancerous cervical lesions are asymptomatic, and cervical cancer causes postcoital or irregular bleeding, watery or foul discharge and pelvic pain.',
      'Advanced cervical cancer causes ureteral obstruction with hydronephrosis and kidney failure.',
    ],
    bestInitialTest:
      'USPSTF cervical cancer screening is cytology every 3 years at ages 21-29, and at ages 30-65 primary high-risk HPV testing every 5 years, co-testing every 5 years or cytology alone every 3 years.',
    testOfChoice:
      'Abnormal cervical cancer screening results are managed by ASCCP risk-based guidelines, usually with colposcopy and biopsy, which confirms CIN or cancer; a visible cervical lesion is biopsied directly.',
    firstLine:
      'First-line treatment of CIN 2-3 is excision (LEEP or cold-knife cone) or ablation, while CIN 1 is usually observed; early-stage invasive cervical cancer is treated surgically (e.g., hysterectomy), and locally advanced cervical cancer with cisplatin-based chemoradiation.',
    complications: [
      'Advanced cervical cancer causes ureteral obstruction with hydronephrosis, and kidney failure (uremia) is a classic cause of death.',
      'Excisional procedures for cervical dysplasia increase the risk of later preterm birth.',
    ],
    prevention:
      'Cervical cancer is prevented by the 9-valent HPV vaccine, given routinely at 11-12 years (it can start at 9), as catch-up through age 26 and by shared decision-making at 27-45; two doses are given if started before the 15th birthday and three doses if started later or if immunocompromised.',
    keyComparisons: [
      {
        with: 'micro-human-papillomavirus',
        difference:
          'Low-risk HPV types 6 and 11 cause anogenital warts, whereas high-risk types 16 and 18 cause most cervical cancer through the E6 and E7 oncoproteins.',
      },
    ],
    why: [
      {
        question: 'Why do HPV 16 and 18 cause cervical cancer?',
        answer:
          'High-risk HPV types 16 and 18 make the E6 protein, which targets p53 for degradation, and the E7 protein, which inactivates Rb. Loss of these tumor suppressors removes cell-cycle checkpoints and allows infected cervical cells to accumulate mutations and become cancer.',
      },
      {
        question: 'Why does cervical dysplasia arise at the transformation zone?',
        answer:
          'The transformation zone is where columnar epithelium is continually replaced by immature squamous metaplastic cells, which are especially susceptible to HPV infection. This is why cervical cancer screening samples the transformation zone.',
      },
    ],
    highYield: [
      'Patients vaccinated against HPV still need cervical cancer screening.',
      'Patients with HIV or other immunosuppression need more frequent cervical cancer screening.',
      'HPV 16 causes most cervical squamous cell carcinomas, and HPV 18 is especially associated with cervical adenocarcinoma.',
    ],
    dontMiss:
      'Vaccinated patients still need cervical cancer screening, immunosuppressed patients need more frequent screening, and postcoital bleeding needs examination regardless of screening history.',
    icd10: ['C53.9', 'D06.9', 'N87.1', 'N87.0'],
  },
];
