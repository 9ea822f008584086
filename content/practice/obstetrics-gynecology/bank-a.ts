import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'obgyn-q-placenta-previa-evaluation',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Placenta previa: initial evaluation',
    stem: 'A 31-year-old woman, gravida 3, para 2, at 32 weeks of gestation comes to the labor and delivery unit because of vaginal bleeding that began 1 hour ago while she was watching television. She has no abdominal pain or contractions, and fetal movements are normal. Both of her children were delivered by cesarean. She moved from another state 4 months ago, has had no prenatal care since then, and has no records of earlier imaging. She takes a prenatal vitamin. Temperature is 36.9°C, pulse is 92/min, respirations are 16/min, and blood pressure is 116/72 mm Hg. The abdomen is soft and nontender, and the uterus is relaxed. Bright red blood soaks her perineal pad, and the flow is slowing. The fetal heart rate tracing is category I, and tocodynamometry shows no contractions. Hemoglobin concentration is 12.1 g/dL. Blood is sent for type and screen.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Amniotomy',
        why: 'Rupturing the membranes is a way to induce or augment labor; she is not in labor, and labor is contraindicated if the placenta covers the os.',
      },
      {
        text: 'Digital cervical examination',
        why: 'A finger passed through the cervix can disrupt a placenta lying over the os and provoke massive hemorrhage; digital examination is safe only after ultrasonography excludes previa.',
      },
      {
        text: 'Emergency cesarean delivery',
        why: 'Immediate delivery is for heavy bleeding that does not stop, maternal instability or a nonreassuring tracing; she is stable at 32 weeks with slowing bleeding and a category I tracing.',
      },
      {
        text: 'Induction of labor with oxytocin',
        why: 'Induction would be unsafe until the placental site is known, and placenta previa is an absolute contraindication to labor and vaginal delivery.',
      },
      {
        text: 'Transvaginal ultrasonography',
        why: 'Ultrasonography locates the placenta; a transvaginal probe is safe in suspected previa because it stays in the vagina, away from the os, and it is more accurate than the transabdominal route.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Painless bright red bleeding in the third trimester, with a soft, nontender uterus, no contractions and a reassuring tracing, is placenta previa until proven otherwise, and two previous cesarean deliveries raise its risk. Because a digital examination can turn a small bleed from a previa into a catastrophic one, the placenta is located by ultrasonography first. If previa is confirmed and she remains stable, she is admitted for observation and antenatal corticosteroids, and cesarean delivery is planned at 36 0/7 to 37 6/7 weeks. With previous cesarean scars, the same study should look for signs of placenta accreta spectrum.',
    objective: 'Locate the placenta by ultrasonography before any digital examination in painless third-trimester bleeding.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Painless third-trimester bleeding: no finger in the cervix until ultrasonography shows where the placenta is.',
  },
  {
    id: 'obgyn-q-placenta-accreta-delivery-plan',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Placenta accreta spectrum: delivery planning',
    stem: 'A 36-year-old woman, gravida 4, para 3, at 30 weeks of gestation comes to the clinic to review the results of follow-up ultrasonography. All three of her children were delivered by cesarean. She has had no bleeding, pain or contractions. She takes a prenatal vitamin. Pulse is 84/min, and blood pressure is 114/70 mm Hg. Fundal height is 30 cm, and the fetal heart rate is 140/min. Hemoglobin concentration is 12.4 g/dL. Transabdominal and transvaginal ultrasonography show a placenta that covers the internal cervical os and extends over the lower anterior wall where the previous incisions were made. The placenta contains multiple large, irregular vascular lacunae, the hypoechoic zone between the placenta and the myometrium is lost, and color Doppler shows vessels bridging to the bladder wall. The fetus is appropriately grown.',
    leadIn: 'Which of the following is the most appropriate plan for delivery?',
    options: [
      {
        text: 'Awaiting spontaneous labor and vaginal birth',
        why: 'Awaiting spontaneous labor is the plan for a low-risk pregnancy; labor with a previa and an invasive placenta risks exsanguinating hemorrhage.',
      },
      {
        text: 'Cesarean delivery at 39 weeks',
        why: 'Waiting until 39 weeks is the plan for an uncomplicated repeat cesarean delivery; with previa and accreta the risk of bleeding or labor before then is high, and the placenta cannot simply be removed.',
      },
      {
        text: 'Cesarean hysterectomy at 34 to 35 weeks',
        why: 'Placenta accreta spectrum is managed by planned cesarean hysterectomy, with the placenta left in place, at 34 0/7 to 35 6/7 weeks at a center with a multidisciplinary team and blood products available.',
      },
      {
        text: 'Immediate cesarean delivery',
        why: 'Delivery at 30 weeks would be justified by heavy bleeding, labor or fetal compromise; she is stable, and antenatal corticosteroids are given before planned delivery.',
      },
      {
        text: 'Induction of labor at 37 weeks',
        why: 'A placenta covering the os rules out labor and vaginal delivery, and attempting to deliver an invasive placenta vaginally would cause massive hemorrhage.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Placenta previa over a uterine scar after three cesarean deliveries carries a high risk of placenta accreta spectrum, in which the placenta invades the myometrium because the decidua basalis is deficient. Placental lacunae, loss of the retroplacental clear zone and bridging vessels to the bladder are its ultrasonographic signs; the diagnosis is confirmed at surgery. Attempts to separate such a placenta cause massive hemorrhage, so delivery is planned as a cesarean hysterectomy with the placenta left in situ. Delivery at 34 to 35 weeks balances prematurity against the rising risk of emergency bleeding later in pregnancy.',
    objective: 'Plan cesarean hysterectomy at 34 to 35 weeks for placenta accreta spectrum with previa.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Previa over a cesarean scar means accreta until proven otherwise; plan cesarean hysterectomy at 34-35 weeks with the placenta left in place.',
  },
  {
    id: 'obgyn-q-uterine-rupture',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Uterine rupture',
    stem: 'A 33-year-old woman, gravida 2, para 1, at 40 weeks of gestation is in active labor in the labor and delivery unit. She is having a trial of labor after a cesarean delivery 18 months ago, done through a low transverse incision for breech presentation. Labor has been augmented with oxytocin for 4 hours, and she has epidural analgesia. She suddenly reports severe, constant abdominal pain despite the epidural, and a small amount of vaginal bleeding appears. Pulse is 124/min, respirations are 22/min, and blood pressure is 88/52 mm Hg. The abdomen is diffusely tender, and fetal parts are easily felt beneath the abdominal wall. Tocodynamometry shows that her regular contractions have stopped. The fetal heart rate has fallen from a baseline of 140/min to 70/min for the past 5 minutes. On vaginal examination, the fetal head, which was at +1 station 30 minutes ago, can no longer be reached.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Amniotic fluid embolism',
        why: 'Amniotic fluid embolism begins with abrupt hypoxia, respiratory distress and cardiovascular collapse followed by coagulopathy; it does not cause palpable fetal parts or loss of station.',
      },
      {
        text: 'Placental abruption',
        why: 'Abruption causes pain, bleeding and fetal distress, but the uterus is firm and hypertonic with frequent contractions, and the presenting part stays where it was.',
      },
      {
        text: 'Umbilical cord prolapse',
        why: 'Cord prolapse causes sudden fetal bradycardia after membrane rupture, with the cord felt in the vagina; the mother has no new pain or shock.',
      },
      {
        text: 'Uterine rupture',
        why: 'A tear through the scar lets the fetus and placenta leave the uterine cavity, so contractions stop, the presenting part retreats, fetal parts are felt under the skin, the fetal heart rate collapses and the mother bleeds into the abdomen.',
      },
      {
        text: 'Vasa previa',
        why: 'Ruptured fetal vessels cause painless bleeding at membrane rupture with fetal bradycardia in a stable mother; the maternal shock and abdominal findings here are not explained.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A trial of labor after cesarean delivery, especially with oxytocin augmentation, carries a small risk that the scar gives way. The most common first sign is a prolonged deceleration or bradycardia; with it come sudden pain that breaks through the epidural, loss of contractions, loss of station, easily palpable fetal parts, vaginal bleeding and maternal hypovolemic shock. Management is immediate laparotomy with delivery of the fetus and repair of the uterus or hysterectomy.',
    objective: 'Recognize uterine rupture during a trial of labor after cesarean delivery.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Trial of labor after cesarean with sudden fetal bradycardia, loss of station and palpable fetal parts: uterine rupture, go to the operating room now.',
  },
  {
    id: 'obgyn-q-preeclampsia-aspirin-prevention',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Preeclampsia: prevention',
    stem: 'A 34-year-old woman, gravida 2, para 1, at 12 weeks of gestation comes to the clinic for her first prenatal visit. Her first pregnancy, 3 years ago, was complicated by preeclampsia with severe features, and she was delivered at 33 weeks; her blood pressure returned to normal after delivery. She has no chronic medical conditions. She takes a prenatal vitamin. Her BMI is 27 kg/m². Pulse is 78/min, and blood pressure is 118/74 mm Hg. The fetal heart rate is 158/min. Urinalysis shows no protein. Serum creatinine concentration is 0.6 mg/dL, serum AST activity is 22 U/L, and platelet count is 245,000/mm³.',
    leadIn: 'Which of the following is most appropriate to reduce her risk of preeclampsia in this pregnancy?',
    options: [
      {
        text: 'Bed rest from 20 weeks',
        why: 'Activity restriction does not prevent preeclampsia and increases the risk of venous thromboembolism and deconditioning.',
      },
      {
        text: 'Daily labetalol',
        why: 'Antihypertensive drugs treat chronic or severe hypertension; she is normotensive, and lowering normal blood pressure does not prevent preeclampsia.',
      },
      {
        text: 'Daily low-dose aspirin',
        why: 'Aspirin 81 mg daily, started between 12 and 28 weeks (ideally before 16 weeks) and continued until delivery, lowers the risk of preeclampsia in women at high risk, including those with preeclampsia in a previous pregnancy.',
      },
      {
        text: 'Dietary sodium restriction',
        why: 'Salt restriction does not lower the incidence of preeclampsia and is not recommended in pregnancy.',
      },
      {
        text: 'Vitamin C and E supplements',
        why: 'Antioxidant vitamins were tested in large randomized trials and did not reduce preeclampsia.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A history of preeclampsia, especially early-onset disease with severe features, is a major risk factor for recurrence. Guidelines (USPSTF and ACOG) recommend low-dose aspirin for anyone with one high-risk factor (previous preeclampsia, multifetal gestation, chronic hypertension, pregestational diabetes, kidney disease or autoimmune disease) or more than one moderate-risk factor. Aspirin is thought to act by shifting the balance from thromboxane toward prostacyclin in the developing placental circulation. Her normal baseline creatinine, AST and platelet count are useful for comparison later in pregnancy.',
    objective: 'Start low-dose aspirin at 12 to 16 weeks in a woman at high risk of preeclampsia.',
    task: 'prevention',
    steps: 2,
    takeHome: 'One high-risk factor for preeclampsia (such as previous preeclampsia): aspirin 81 mg daily from 12-16 weeks until delivery.',
  },
  {
    id: 'obgyn-q-preeclampsia-pathogenesis',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Preeclampsia: pathogenesis',
    stem: 'A 19-year-old woman, gravida 1, para 0, at 35 weeks of gestation comes to the clinic because of a headache and swelling of her face and hands for 3 days. Her pregnancy had been uncomplicated, and her blood pressure at 28 weeks was 112/70 mm Hg. She takes a prenatal vitamin. Pulse is 90/min, and blood pressure is 162/108 mm Hg; 15 minutes later it is 164/110 mm Hg. There is edema of the face, hands and legs, and deep tendon reflexes are 3+. Urine protein-to-creatinine ratio is 0.9 mg/mg (normal, less than 0.3). Serum creatinine concentration is 0.9 mg/dL, serum AST activity is 34 U/L, and platelet count is 132,000/mm³.',
    leadIn: 'Which of the following is the primary abnormality underlying this patient\'s condition?',
    options: [
      {
        text: 'Deficient ADAMTS13 protease activity',
        why: 'Severe ADAMTS13 deficiency causes thrombotic thrombocytopenic purpura, with profound thrombocytopenia, schistocytes and neurologic or renal injury; it is not the mechanism of hypertension with proteinuria late in pregnancy.',
      },
      {
        text: 'Failed remodeling of the spiral arteries',
        why: 'Shallow invasion by extravillous cytotrophoblast leaves the maternal spiral arteries narrow and muscular; the ischemic placenta then releases antiangiogenic factors that injure maternal endothelium throughout the body.',
      },
      {
        text: 'Hyperaldosteronism from an adrenal adenoma',
        why: 'Primary aldosteronism causes hypertension with hypokalemia, often predating pregnancy, and does not cause proteinuria or hyperreflexia.',
      },
      {
        text: 'Immune complex deposition in glomeruli',
        why: 'Immune complex glomerulonephritis (lupus nephritis, postinfectious disease) causes hematuria with red cell casts and low complement; the glomerular lesion of preeclampsia is endothelial swelling (endotheliosis) without immune deposits.',
      },
      {
        text: 'Mitochondrial fatty acid oxidation defect',
        why: 'A fetal defect in long-chain fatty acid oxidation is linked to acute fatty liver of pregnancy, which presents with liver failure, hypoglycemia and coagulopathy rather than isolated hypertension and proteinuria.',
      },
    ],
    answerIndex: 1,
    rationale:
      'New blood pressure of 160/110 mm Hg or more after 20 weeks with proteinuria, headache and hyperreflexia is preeclampsia with severe features. The disease starts in the placenta: cytotrophoblast fails to invade and convert the spiral arteries into wide, low-resistance vessels, so the placenta is underperfused. The ischemic placenta releases soluble fms-like tyrosine kinase 1 and soluble endoglin, which bind VEGF and placental growth factor and cause widespread endothelial dysfunction, producing hypertension, proteinuria, edema, and cerebral and hepatic injury. Only delivery of the placenta ends the process.',
    objective: 'Relate the clinical features of preeclampsia to abnormal placentation and endothelial dysfunction.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Preeclampsia: failed spiral artery remodeling, placental ischemia, antiangiogenic factors (sFlt-1), systemic endothelial injury.',
  },
  {
    id: 'obgyn-q-magnesium-toxicity',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Magnesium sulfate toxicity',
    stem: 'A 27-year-old woman, gravida 1, para 1, is evaluated on the postpartum unit 10 hours after a cesarean delivery because she has become increasingly drowsy. The cesarean delivery was performed for preeclampsia with severe features under spinal anesthesia without intrathecal opioids, and she has received only acetaminophen for pain since. A continuous intravenous infusion of magnesium sulfate at 2 g/h was started before the operation and is still running. Her urine output during the past 4 hours is 60 mL. She is drowsy but arousable and oriented. Pulse is 64/min, respirations are 8/min and shallow, and blood pressure is 138/88 mm Hg. Oxygen saturation is 91% on room air. The pupils are 4 mm and reactive. Patellar and biceps reflexes are absent. Serum creatinine concentration is 1.6 mg/dL; it was 0.7 mg/dL on admission. The infusion is stopped, supplemental oxygen is given, and a serum magnesium measurement is pending.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Calcium gluconate',
        why: 'Intravenous calcium gluconate (1 g over a few minutes) directly antagonizes magnesium at the neuromuscular junction and cardiac membrane and is given at once for respiratory depression or loss of reflexes, with ventilatory support as needed.',
      },
      {
        text: 'Flumazenil',
        why: 'Flumazenil reverses benzodiazepine sedation; she has received none, and it does not reverse the neuromuscular effects of magnesium.',
      },
      {
        text: 'Furosemide',
        why: 'A loop diuretic can increase magnesium excretion once perfusion and renal function allow, but it acts too slowly to treat respiratory depression.',
      },
      {
        text: 'Naloxone',
        why: 'Naloxone reverses opioid-induced hypoventilation with pinpoint pupils; she has received no opioids, and her pupils are normal.',
      },
      {
        text: 'Sodium bicarbonate',
        why: 'Sodium bicarbonate treats sodium-channel blockade with a wide QRS complex, as in tricyclic antidepressant overdose; it does not antagonize magnesium.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Magnesium is cleared almost entirely by the kidneys. With oliguria and a creatinine that has more than doubled, a standard infusion has accumulated. Toxicity progresses in a predictable order: loss of deep tendon reflexes, then respiratory depression, then cardiac conduction abnormalities and arrest. Loss of reflexes with a respiratory rate of 8/min and falling oxygen saturation means the infusion must stop and calcium gluconate must be given immediately; magnesium levels are then checked, and the infusion is resumed, if at all, at a lower rate.',
    objective: 'Recognize magnesium toxicity in a patient with renal impairment and reverse it with calcium gluconate.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Magnesium toxicity (absent reflexes, then respiratory depression), often from renal impairment: stop the infusion and give IV calcium gluconate.',
  },
  {
    id: 'obgyn-q-severe-hypertension-pregnancy-asthma',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Severe hypertension in pregnancy: drug choice',
    stem: 'A 24-year-old woman, gravida 1, para 0, at 36 weeks of gestation is evaluated in the labor and delivery unit because of a headache for 6 hours. She has moderate persistent asthma treated with inhaled budesonide-formoterol and was hospitalized for an exacerbation 6 months ago. Pulse is 88/min, respirations are 16/min, and blood pressure is 168/112 mm Hg; 15 minutes later it is 170/110 mm Hg. Oxygen saturation is 98% on room air. The lungs are clear. Deep tendon reflexes are 3+. Urinalysis shows 2+ protein. Serum creatinine concentration is 0.8 mg/dL, and platelet count is 182,000/mm³. The fetal heart rate tracing is category I. A magnesium sulfate infusion is started.',
    leadIn: 'Which of the following is the most appropriate drug to lower her blood pressure now?',
    options: [
      {
        text: 'Enalapril',
        why: 'ACE inhibitors are avoided throughout pregnancy because they cause fetal renal failure and oligohydramnios; enalapril can be used after delivery.',
      },
      {
        text: 'Hydralazine',
        why: 'Intravenous hydralazine, a direct arteriolar vasodilator, is a first-line drug for severe hypertension in pregnancy and is safe in asthma; immediate-release oral nifedipine is the other alternative to labetalol.',
      },
      {
        text: 'Labetalol',
        why: 'Intravenous labetalol is first-line for most pregnant patients with severe hypertension, but its nonselective beta-blockade can provoke bronchospasm, so it is avoided in asthma.',
      },
      {
        text: 'Methyldopa',
        why: 'Methyldopa is an oral drug for chronic hypertension in pregnancy; its effect takes hours, too slowly for severe-range blood pressure.',
      },
      {
        text: 'Sodium nitroprusside',
        why: 'Nitroprusside is reserved for refractory hypertensive emergencies because prolonged use can cause fetal cyanide toxicity.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A blood pressure of 160/110 mm Hg or more that persists for 15 minutes in pregnancy must be lowered within 30 to 60 minutes to prevent maternal stroke. The first-line drugs are intravenous labetalol, intravenous hydralazine and immediate-release oral nifedipine. Her asthma, with a recent hospitalization, makes a nonselective beta-blocker a poor choice, so hydralazine is preferred. The target is a blood pressure below 160/110 mm Hg, not normal, to preserve placental perfusion. Magnesium prevents seizures but does not control blood pressure.',
    objective: 'Choose an antihypertensive for severe-range blood pressure in pregnancy according to contraindications.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Severe hypertension in pregnancy: IV labetalol, IV hydralazine or oral nifedipine; avoid labetalol in asthma and ACE inhibitors throughout pregnancy.',
  },
  {
    id: 'obgyn-q-ace-inhibitor-fetopathy',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'ACE inhibitor exposure in pregnancy',
    stem: 'A 37-year-old woman, gravida 2, para 1, comes to the clinic for her first prenatal visit. She is at 24 weeks of gestation by ultrasonography performed last week at an urgent care center; she had not realized she was pregnant because her menses have always been irregular. She has type 2 diabetes mellitus and chronic hypertension and has continued to take metformin and lisinopril throughout the pregnancy. Pulse is 80/min, and blood pressure is 136/84 mm Hg. Fundal height is 19 cm. The fetal heart rate is 148/min.',
    leadIn: 'Continued exposure to one of her medications after the first trimester puts the fetus at greatest risk for which of the following?',
    options: [
      {
        text: 'Ebstein anomaly',
        why: 'Ebstein anomaly (apical displacement of the tricuspid valve) has been linked to first-trimester lithium exposure.',
      },
      {
        text: 'Nasal hypoplasia and stippled epiphyses',
        why: 'This embryopathy follows warfarin exposure between about 6 and 12 weeks of gestation.',
      },
      {
        text: 'Neural tube defect',
        why: 'Neural tube defects arise from exposures such as valproate or carbamazepine during the first 4 weeks after conception, when the tube closes; neither drug she takes causes them.',
      },
      {
        text: 'Oligohydramnios from fetal renal failure',
        why: 'ACE inhibitors block the fetal renin-angiotensin system that maintains glomerular filtration, causing renal tubular dysgenesis, anuria and oligohydramnios, with pulmonary hypoplasia, limb contractures and skull hypoplasia.',
      },
      {
        text: 'Premature closure of the ductus arteriosus',
        why: 'Ductal constriction is caused by prostaglandin synthesis inhibitors (NSAIDs such as indomethacin), particularly after 32 weeks.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Lisinopril is fetotoxic in the second and third trimesters. Fetal kidneys depend on angiotensin II to keep efferent arteriolar tone and glomerular filtration; blocking it causes renal hypoperfusion, tubular dysgenesis and fetal anuria. Because fetal urine is the main source of amniotic fluid after 16 weeks, oligohydramnios follows, which fits her small fundal height, with the Potter sequence of pulmonary hypoplasia and limb deformities, and neonatal hypotension and anuria. Metformin has no such effect. The ACE inhibitor should be stopped and replaced with labetalol or nifedipine, and amniotic fluid and fetal growth followed by ultrasonography.',
    objective: 'Identify the fetal renal toxicity of ACE inhibitors taken after the first trimester.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'ACE inhibitors and ARBs in the second and third trimesters cause fetal renal failure and oligohydramnios; switch to labetalol or nifedipine.',
    table: {
      caption: 'Teratogens in the options',
      header: ['Drug', 'Fetal effect'],
      rows: [
        ['ACE inhibitor, ARB', 'Renal failure, oligohydramnios, skull hypoplasia'],
        ['Lithium', 'Ebstein anomaly'],
        ['Warfarin', 'Nasal hypoplasia, stippled epiphyses'],
        ['Valproate, carbamazepine', 'Neural tube defects'],
        ['NSAIDs', 'Ductal constriction, oligohydramnios'],
      ],
    },
  },
  {
    id: 'obgyn-q-neural-tube-defect-folic-acid',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Neural tube defect prevention: folic acid dose',
    stem: 'A 29-year-old woman, gravida 1, para 0, comes to the clinic for preconception counseling. One year ago her only pregnancy was terminated at 19 weeks of gestation after ultrasonography showed a lumbosacral myelomeningocele; the fetal karyotype was normal. She and her partner plan to conceive within the next few months. She has no chronic illness and takes no medications. She does not smoke or drink alcohol. Her BMI is 24 kg/m². Pulse is 72/min, and blood pressure is 112/70 mm Hg. Physical examination shows no abnormalities. Hemoglobin concentration is 13.2 g/dL, and mean corpuscular volume is 88 μm³.',
    leadIn: 'Which of the following daily doses of folic acid, started before conception, is most appropriate for her?',
    options: [
      {
        text: '0.1 mg',
        why: 'A dose of 0.1 mg is below even the amount recommended for every woman who could become pregnant and would not protect a woman at high risk.',
      },
      {
        text: '0.4 mg',
        why: 'A dose of 0.4 mg (400 μg) daily is recommended for all women capable of pregnancy; it is not enough after a pregnancy affected by a neural tube defect.',
      },
      {
        text: '1 mg',
        why: 'A dose of 1 mg is used in some settings such as chronic hemolysis; it is below the dose shown to prevent recurrence of neural tube defects.',
      },
      {
        text: '4 mg',
        why: 'After a previous pregnancy with a neural tube defect, 4 mg daily, started at least 1 month (ideally 3 months) before conception and continued through the first 12 weeks, reduces recurrence by about 70%.',
      },
      {
        text: '10 mg',
        why: 'A dose of 10 mg offers no added protection over 4 mg and, like other high doses, can mask the anemia of vitamin B12 deficiency while neurologic damage progresses.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A previous pregnancy with a neural tube defect raises the recurrence risk to about 2% to 3%, many times the baseline risk of about 1 in 1,000. Randomized evidence showed that 4 mg of folic acid daily, begun before conception, prevents most recurrences, so this higher dose is recommended for her. The neural tube closes by 28 days after conception, often before a woman knows she is pregnant, which is why supplementation must start before conception. Because high-dose folic acid comes as a separate tablet, she should not try to reach it by taking several multivitamins, which would give toxic amounts of vitamin A.',
    objective: 'Prescribe 4 mg of folic acid daily before conception after a pregnancy affected by a neural tube defect.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Folic acid: 0.4 mg daily for all women who could become pregnant; 4 mg daily, begun before conception, after a previous neural tube defect.',
  },
  {
    id: 'obgyn-q-rh-alloimmunization-surveillance',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Rh(D) alloimmunization: fetal surveillance',
    stem: 'A 30-year-old woman, gravida 3, para 2, at 20 weeks of gestation comes to the clinic for a prenatal visit. Her blood type is O, Rh(D)-negative. Her second child, born 3 years ago in another country, needed phototherapy and an exchange transfusion for severe jaundice after birth; she does not know whether she ever received anti-D immune globulin. The father of all three pregnancies is Rh(D)-positive. She takes a prenatal vitamin. Pulse is 80/min, and blood pressure is 112/68 mm Hg. Fundal height is 20 cm. Her antibody screen is positive for anti-D with a titer of 1:64. Fetal RHD testing on cell-free DNA in maternal plasma is positive. Ultrasonography shows a normally grown fetus without ascites, pleural or pericardial effusion, or skin edema.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Amniocentesis for amniotic fluid bilirubin',
        why: 'Spectrophotometric measurement of bilirubin in amniotic fluid was the older way to follow hemolysis; it is invasive, can worsen sensitization, and has been replaced by Doppler surveillance.',
      },
      {
        text: 'Anti-D immune globulin',
        why: 'Anti-D immune globulin prevents sensitization in an Rh(D)-negative woman who has not made anti-D; once she is sensitized, it neither lowers her titer nor protects the fetus.',
      },
      {
        text: 'Intrauterine transfusion',
        why: 'Transfusion through the umbilical vein treats confirmed moderate or severe fetal anemia, suggested by a peak systolic velocity above 1.5 multiples of the median and confirmed by fetal blood sampling; there is no evidence of anemia yet.',
      },
      {
        text: 'Middle cerebral artery Doppler studies',
        why: 'Serial peak systolic velocity measurements in the fetal middle cerebral artery detect fetal anemia noninvasively, because the thinner, anemic blood flows faster; they start by about 18 weeks in a sensitized woman with a titer at or above the critical value or with a previously affected pregnancy.',
      },
      {
        text: 'Repeat antibody titer in 4 weeks',
        why: 'Serial titers are appropriate in a first sensitized pregnancy while the titer stays below the critical value (usually 1:8 to 1:32); her titer is 1:64, and after an affected pregnancy titers no longer predict fetal risk.',
      },
    ],
    answerIndex: 3,
    rationale:
      'She is sensitized to the D antigen (an anti-D titer of 1:64), her previous child had hemolytic disease of the newborn, and the fetus is Rh(D)-positive, so the fetus is at risk of hemolytic anemia and hydrops. Disease tends to be more severe and earlier in each affected pregnancy. Fetal anemia is detected noninvasively with Doppler measurement of the middle cerebral artery peak systolic velocity every 1 to 2 weeks; a value above 1.5 multiples of the median prompts fetal blood sampling and intrauterine transfusion.',
    objective: 'Follow a sensitized Rh(D)-negative pregnancy with middle cerebral artery Doppler studies.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Anti-D titer at or above the critical value, or a previously affected pregnancy: follow fetal middle cerebral artery Doppler velocity to detect anemia.',
  },
  {
    id: 'obgyn-q-amniotic-fluid-embolism',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Amniotic fluid embolism',
    stem: 'A 38-year-old woman, gravida 4, para 3, has a vaginal delivery of a healthy 3,500-g girl at 39 weeks of gestation after labor induced with oxytocin. She received epidural analgesia with a bupivacaine infusion 6 hours earlier and has been comfortable since. She has no history of heart or lung disease. Two minutes after the delivery she becomes agitated, says she cannot breathe, and becomes cyanotic. Temperature is 37.0°C, pulse is 138/min, respirations are 34/min, and blood pressure is 70/40 mm Hg. Oxygen saturation is 78% on a nonrebreather mask. Crackles are heard at both lung bases. Within 20 minutes, blood oozes from her intravenous catheter sites, and brisk vaginal bleeding continues despite a firm uterine fundus. Platelet count is 62,000/mm³ and INR is 2.4; fibrinogen concentration is markedly decreased.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Amniotic fluid embolism',
        why: 'Sudden hypoxia, hypotension and altered mental status during labor or just after delivery, followed by disseminated intravascular coagulation, is the classic triad; it is thought to be an anaphylactoid reaction to fetal material entering the maternal circulation.',
      },
      {
        text: 'Local anesthetic systemic toxicity',
        why: 'Toxicity from an epidural anesthetic causes perioral numbness, tinnitus, seizures and arrhythmias soon after a bolus; it does not cause coagulopathy, and her infusion had been running uneventfully for hours.',
      },
      {
        text: 'Peripartum cardiomyopathy',
        why: 'Peripartum cardiomyopathy causes heart failure that develops over days to weeks in late pregnancy or the months after delivery, not collapse within minutes with disseminated intravascular coagulation.',
      },
      {
        text: 'Pulmonary thromboembolism',
        why: 'A massive pulmonary embolism can cause sudden hypoxia and shock, but it does not cause disseminated intravascular coagulation within minutes or crackles from pulmonary edema.',
      },
      {
        text: 'Septic shock',
        why: 'Sepsis (for example from intraamniotic infection) develops over hours with fever and a source; she is afebrile, and collapse began minutes after delivery.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Abrupt respiratory distress and hypoxia, cardiovascular collapse and agitation within minutes of delivery, followed quickly by disseminated intravascular coagulation with bleeding from puncture sites and the uterus despite good tone, define amniotic fluid embolism. Advanced maternal age, multiparity and labor induction are associated risk factors. It is a clinical diagnosis of exclusion, and management is supportive: airway and oxygenation, vasopressors and inotropes for right and then left ventricular failure, and aggressive replacement of blood products, including cryoprecipitate for the low fibrinogen.',
    objective: 'Recognize amniotic fluid embolism from the triad of hypoxia, hypotension and coagulopathy around delivery.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Sudden hypoxia and shock at delivery followed by DIC: amniotic fluid embolism; treat with supportive care and blood products.',
  },
  {
    id: 'obgyn-q-uterine-inversion',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Uterine inversion',
    stem: 'A 25-year-old woman, gravida 1, para 1, has sudden severe lower abdominal pain and heavy vaginal bleeding 5 minutes after a vaginal delivery at 40 weeks of gestation. Firm traction had been applied to the umbilical cord before the placenta separated. She has no medical conditions. Pulse is 128/min, and blood pressure is 76/42 mm Hg. A smooth, dark red mass with the placenta still attached protrudes through the introitus, and the uterus cannot be felt on abdominal palpation. An oxytocin infusion begun after delivery of the infant is stopped, two large-bore intravenous catheters are placed, and the anesthesiologist is called.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Bimanual uterine massage',
        why: 'Massage treats uterine atony, in which the fundus is soft but in its normal place; here the fundus has turned inside out and cannot be massaged.',
      },
      {
        text: 'Carboprost injection',
        why: 'Uterotonic drugs contract the cervical ring around the inverted fundus and make replacement harder; they are given after the uterus is back in position to keep it there.',
      },
      {
        text: 'Immediate laparotomy and hysterectomy',
        why: 'Laparotomy, with surgical repositioning or rarely hysterectomy, is reserved for inversion that cannot be reduced manually with relaxation.',
      },
      {
        text: 'Manual uterine replacement',
        why: 'Pushing the fundus back up through the cervix with the palm, placenta still attached, is the first step; uterine relaxants (terbutaline, nitroglycerin or general anesthesia) help if a contraction ring prevents it.',
      },
      {
        text: 'Removal of the placenta',
        why: 'Separating the placenta before the uterus is repositioned opens the placental bed while the uterus cannot contract and greatly increases bleeding.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Shock with hemorrhage, severe pain, a mass at the introitus and no palpable fundus after traction on the cord of a still-attached placenta indicate acute uterine inversion. Shock is often out of proportion to the visible blood loss because of vagal stimulation. Treatment is immediate: stop uterotonics, call for help, resuscitate, and replace the uterus manually with the placenta left attached. Once the uterus is back in place, uterotonics are given to keep it contracted, and the placenta is removed.',
    objective: 'Manage acute uterine inversion by immediate manual replacement before uterotonics or placental removal.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Uterine inversion: stop oxytocin, replace the fundus manually with the placenta attached, then give uterotonics.',
  },
  {
    id: 'obgyn-q-shoulder-dystocia-brachial-plexus',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Shoulder dystocia: brachial plexus injury',
    stem: 'A 1-day-old boy is evaluated in the newborn nursery because he does not move his right arm. He was born at 41 weeks of gestation by vaginal delivery to a mother with gestational diabetes. Delivery was complicated by shoulder dystocia that was resolved with hyperflexion of the maternal hips, suprapubic pressure and traction on the head. Birth weight is 4,450 g. Temperature is 36.9°C, pulse is 140/min, and respirations are 44/min. The right arm hangs at his side, adducted and internally rotated at the shoulder, with the elbow extended, the forearm pronated and the wrist flexed. The grasp reflex is present in both hands. The Moro reflex is absent on the right and normal on the left. There is no crepitus or tenderness over either clavicle. The pupils are equal, and there is no ptosis. Breathing is unlabored, with symmetric chest wall movement.',
    leadIn: 'Injury to which of the following structures most likely explains these findings?',
    options: [
      {
        text: 'Axillary nerve',
        why: 'An isolated axillary nerve injury (as from a humeral neck fracture or shoulder dislocation) weakens abduction by the deltoid, but it does not cause internal rotation, elbow extension and pronation of the whole arm.',
      },
      {
        text: 'Lower trunk of the brachial plexus',
        why: 'A C8-T1 (Klumpke) injury from traction on an abducted arm paralyzes the intrinsic hand muscles and wrist flexors, so the grasp is lost, sometimes with Horner syndrome; his grasp is intact.',
      },
      {
        text: 'Posterior cord of the brachial plexus',
        why: 'Posterior cord injury affects the axillary and radial nerves, causing weak abduction and wrist drop but not internal rotation or pronation.',
      },
      {
        text: 'Radial nerve',
        why: 'A radial nerve injury causes wrist drop and weak elbow extension; he holds the elbow extended, and his shoulder abductors and external rotators are weak.',
      },
      {
        text: 'Upper trunk of the brachial plexus',
        why: 'Stretching of the C5-C6 roots or upper trunk when the head is pulled away from the shoulder weakens the deltoid, supraspinatus, infraspinatus and biceps, producing the adducted, internally rotated, extended and pronated "waiter\'s tip" arm with preserved grasp.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Macrosomia from maternal diabetes and shoulder dystocia with lateral traction on the head stretch the upper roots of the brachial plexus. Loss of shoulder abduction (deltoid, supraspinatus) and external rotation (infraspinatus) leaves the arm adducted and internally rotated; loss of elbow flexion and supination (biceps) leaves it extended and pronated. The intact grasp reflex spares C8-T1, and the absent Moro reflex on one side reflects the weakness. Most infants recover within months with range-of-motion exercises.',
    objective: 'Localize the newborn "waiter\'s tip" arm after shoulder dystocia to the upper trunk (C5-C6) of the brachial plexus.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Shoulder dystocia with an adducted, internally rotated, extended, pronated arm and intact grasp: upper trunk (C5-C6) injury, Erb palsy.',
  },
  {
    id: 'obgyn-q-variable-decelerations',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Fetal heart rate tracing: variable decelerations',
    stem: 'A 26-year-old woman, gravida 1, para 0, at 40 weeks of gestation is in spontaneous labor in the labor and delivery unit. Her membranes ruptured 6 hours ago, draining clear fluid, and little fluid has leaked since. She has epidural analgesia. Temperature is 37.1°C, pulse is 86/min, and blood pressure is 118/74 mm Hg. The cervix is 7 cm dilated, and the fetal head is at 0 station. Contractions occur every 3 minutes. The fetal heart rate tracing shows a baseline of 135/min with moderate variability. With most contractions, the fetal heart rate falls abruptly, reaching a low of 90/min within 20 seconds of onset, stays there for about 40 seconds and returns quickly to baseline. The timing of these decreases relative to the contractions varies, and their shapes differ from one to the next.',
    leadIn: 'Which of the following is the most likely cause of these decelerations?',
    options: [
      {
        text: 'Fetal anemia',
        why: 'Severe fetal anemia (for example from alloimmunization) produces a smooth, undulating sinusoidal pattern, not abrupt decelerations with contractions.',
      },
      {
        text: 'Fetal head compression',
        why: 'Head compression causes early decelerations: gradual, shallow, symmetric decreases that mirror each contraction, begin and end with it, and are benign.',
      },
      {
        text: 'Fetal sleep cycle',
        why: 'Fetal sleep reduces variability for up to about 40 minutes; it does not cause decelerations.',
      },
      {
        text: 'Umbilical cord compression',
        why: 'Compression of the cord first occludes the vein and then the arteries, causing a baroreceptor-mediated abrupt fall in heart rate that varies in timing, depth and shape: a variable deceleration.',
      },
      {
        text: 'Uteroplacental insufficiency',
        why: 'Reduced placental exchange causes late decelerations: gradual decreases (30 seconds or more to the nadir) that begin after the contraction peaks and return to baseline after it ends.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Abrupt decreases in the fetal heart rate (less than 30 seconds from onset to nadir) that vary in timing and shape with contractions are variable decelerations, caused by umbilical cord compression. They are common after membrane rupture, when less fluid cushions the cord. With a normal baseline and moderate variability the fetus is not acidemic. Recurrent variable decelerations are managed by changing the maternal position and, if they persist, by amnioinfusion to cushion the cord.',
    objective: 'Interpret variable decelerations on a fetal heart rate tracing as umbilical cord compression.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Abrupt decelerations that vary in timing and shape are variable decelerations from cord compression; reposition and consider amnioinfusion.',
    table: {
      caption: 'Decelerations and their causes',
      header: ['Pattern', 'Shape and timing', 'Cause'],
      rows: [
        ['Early', 'Gradual, mirrors the contraction', 'Head compression (vagal)'],
        ['Late', 'Gradual, nadir after the contraction peak', 'Uteroplacental insufficiency'],
        ['Variable', 'Abrupt, variable timing and shape', 'Umbilical cord compression'],
        ['Sinusoidal', 'Smooth sine wave, no variability', 'Severe fetal anemia'],
      ],
    },
  },
  {
    id: 'obgyn-q-pprom-latency-antibiotics',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Preterm prelabor rupture of membranes',
    stem: 'A 28-year-old woman, gravida 2, para 1, at 30 weeks of gestation comes to the labor and delivery unit because of a gush of clear fluid from the vagina 3 hours ago, followed by continued leakage. She has no contractions, abdominal pain or bleeding. She has no drug allergies. Temperature is 36.9°C, pulse is 84/min, and blood pressure is 112/70 mm Hg. The abdomen is nontender. Sterile speculum examination shows clear fluid pooling in the posterior fornix; the fluid turns nitrazine paper blue and forms a fern pattern on a dried slide. The cervix appears closed. No digital examination is performed. The fetus is in cephalic presentation, the fetal heart rate tracing is category I, and tocodynamometry shows no contractions. Leukocyte count is 10,200/mm³. A rectovaginal culture for group B streptococcus is obtained, and intramuscular betamethasone is given.',
    leadIn: 'Which of the following antibiotic regimens is most appropriate?',
    options: [
      {
        text: 'Ampicillin and erythromycin',
        why: 'Intravenous ampicillin and erythromycin for 48 hours, then oral amoxicillin and erythromycin for 5 days (azithromycin is an accepted substitute for erythromycin), prolongs latency and reduces maternal and neonatal infection.',
      },
      {
        text: 'Clindamycin and gentamicin',
        why: 'Clindamycin with gentamicin treats postpartum endometritis; it is not the regimen studied to prolong pregnancy after membrane rupture.',
      },
      {
        text: 'No antibiotic therapy',
        why: 'Withholding antibiotics until signs of infection appear forgoes a proven reduction in chorioamnionitis and neonatal morbidity.',
      },
      {
        text: 'Oral amoxicillin-clavulanate',
        why: 'Amoxicillin-clavulanate prolongs latency but was associated with a higher rate of necrotizing enterocolitis in newborns and is avoided.',
      },
      {
        text: 'Penicillin G alone',
        why: 'Penicillin G is intrapartum prophylaxis against group B streptococcus; given alone, it does not provide the broader coverage that prolongs latency.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Pooling, a positive nitrazine test and ferning confirm rupture of the membranes at 30 weeks, without labor, infection or fetal compromise. Before 34 weeks the plan is expectant management in hospital: a 7-day course of latency antibiotics to prolong pregnancy and reduce infection, antenatal corticosteroids, magnesium sulfate for neuroprotection if delivery before 32 weeks becomes imminent, group B streptococcal prophylaxis in labor as indicated, and prompt delivery if infection, abruption or fetal compromise develops. From 34 weeks, delivery or continued expectant management (up to 37 weeks) are both reasonable. Digital examinations are avoided because they shorten latency and increase infection.',
    objective: 'Give latency antibiotics (ampicillin and a macrolide) for preterm prelabor rupture of membranes before 34 weeks.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Preterm prelabor rupture of membranes before 34 weeks: ampicillin plus a macrolide for 7 days, steroids, no digital examinations; delivery is considered from 34 weeks.',
  },
  {
    id: 'obgyn-q-intraamniotic-infection',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Intraamniotic infection',
    stem: 'A 22-year-old woman, gravida 1, para 0, at 39 weeks of gestation is in labor in the labor and delivery unit. Her membranes ruptured 20 hours ago, and she has had several vaginal examinations. A rectovaginal culture at 36 weeks was negative for group B streptococcus. She has no drug allergies. During the past hour she has developed chills. Temperature is 39.0°C, pulse is 118/min, and blood pressure is 114/70 mm Hg. The uterine fundus is tender between contractions. The cervix is 6 cm dilated, and cloudy, foul-smelling fluid drains from the os. The fetal heart rate baseline has risen to 175/min with moderate variability and no decelerations. Leukocyte count is 17,800/mm³.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Acetaminophen alone',
        why: 'Acetaminophen lowers maternal fever and fetal tachycardia and is given, but alone it leaves a bacterial infection of the amniotic cavity untreated.',
      },
      {
        text: 'Ampicillin and gentamicin',
        why: 'Intravenous ampicillin plus gentamicin covers group B streptococcus, Escherichia coli and other organisms of intraamniotic infection and is continued through delivery; an anaerobic agent is added after a cesarean delivery.',
      },
      {
        text: 'Cefazolin and azithromycin',
        why: 'Cefazolin with azithromycin is prophylaxis given before a cesarean delivery performed during labor; it is not a treatment regimen for established intraamniotic infection.',
      },
      {
        text: 'Metronidazole alone',
        why: 'Metronidazole treats bacterial vaginosis and covers anaerobes, but it misses streptococci and gram-negative aerobes.',
      },
      {
        text: 'Penicillin G alone',
        why: 'Penicillin G prevents early-onset group B streptococcal disease; she is culture-negative, and penicillin alone does not cover the polymicrobial infection present.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Maternal fever of 39.0°C with uterine tenderness, purulent foul-smelling fluid, fetal tachycardia and leukocytosis after prolonged rupture of membranes and multiple examinations is intraamniotic infection (chorioamnionitis), an ascending polymicrobial infection. Broad-spectrum antibiotics are started promptly, because they reduce neonatal sepsis and maternal morbidity, and labor continues; infection alone is not an indication for cesarean delivery. The neonatal team is informed so the newborn can be evaluated for sepsis.',
    objective: 'Treat intraamniotic infection during labor with ampicillin and gentamicin.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Fever with uterine tenderness, fetal tachycardia or purulent fluid in labor: intraamniotic infection; give ampicillin plus gentamicin and continue labor.',
  },
  {
    id: 'obgyn-q-gbs-prophylaxis-penicillin-anaphylaxis',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Group B streptococcal prophylaxis: penicillin allergy',
    stem: 'A 31-year-old woman, gravida 2, para 1, at 39 weeks of gestation is admitted to the labor and delivery unit in spontaneous labor. A rectovaginal culture at 36 weeks grew group B streptococcus; susceptibility testing of the isolate shows resistance to clindamycin and erythromycin. At age 18 years she had hypotension and swelling of the throat within minutes of an intravenous dose of penicillin and was treated with epinephrine. She has no other drug allergies. Temperature is 36.8°C, pulse is 82/min, and blood pressure is 118/72 mm Hg. The cervix is 5 cm dilated, and the membranes are intact. The fetal heart rate tracing is category I.',
    leadIn: 'Which of the following is the most appropriate intrapartum antibiotic prophylaxis?',
    options: [
      {
        text: 'Cefazolin',
        why: 'Cefazolin is used when the penicillin allergy is low risk (for example a nonurticarial rash); after anaphylaxis the risk of a cross-reaction makes it inappropriate without prior allergy evaluation.',
      },
      {
        text: 'Clindamycin',
        why: 'Clindamycin is the choice for a high-risk penicillin allergy only when the isolate is susceptible; this isolate is resistant.',
      },
      {
        text: 'Erythromycin',
        why: 'Erythromycin is no longer recommended for group B streptococcal prophylaxis because of high resistance rates and unreliable placental transfer; this isolate is resistant in any case.',
      },
      {
        text: 'Penicillin G',
        why: 'Penicillin G is the drug of choice in women without penicillin allergy; it cannot be given to a woman with a history of anaphylaxis unless allergy testing or desensitization has been done.',
      },
      {
        text: 'Vancomycin',
        why: 'Intravenous vancomycin is recommended for a woman at high risk of anaphylaxis whose isolate is resistant to clindamycin, or whose susceptibility is unknown.',
      },
    ],
    answerIndex: 4,
    rationale:
      'A positive culture at 36 to 37 weeks calls for intravenous prophylaxis in labor to prevent early-onset neonatal group B streptococcal sepsis. The drug depends on the allergy history: penicillin G or ampicillin without allergy; cefazolin when the allergy is low risk; and for high-risk allergy (anaphylaxis, angioedema, respiratory distress or urticaria), clindamycin if the isolate is susceptible and vancomycin if it is resistant or untested. She had anaphylaxis, and her isolate is clindamycin-resistant, so vancomycin is used. Allergy testing during pregnancy can remove an inaccurate penicillin label before labor.',
    objective: 'Select intrapartum group B streptococcal prophylaxis for a woman with penicillin anaphylaxis and a clindamycin-resistant isolate.',
    task: 'prevention',
    steps: 3,
    takeHome: 'GBS prophylaxis: penicillin; low-risk allergy, cefazolin; anaphylaxis, clindamycin if susceptible, otherwise vancomycin.',
    table: {
      caption: 'Intrapartum GBS prophylaxis by allergy history',
      header: ['Allergy history', 'Drug'],
      rows: [
        ['None', 'Penicillin G (or ampicillin)'],
        ['Low risk (e.g., nonurticarial rash)', 'Cefazolin'],
        ['High risk, isolate clindamycin-susceptible', 'Clindamycin'],
        ['High risk, isolate resistant or untested', 'Vancomycin'],
      ],
    },
  },
  {
    id: 'obgyn-q-pregnancy-respiratory-physiology',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Respiratory physiology of pregnancy',
    stem: 'A 27-year-old woman, gravida 1, para 0, at 30 weeks of gestation comes to the clinic because she often feels she needs to take a deep breath, even at rest, for 3 weeks. She has no cough, chest pain, palpitations, leg swelling or decreased exercise tolerance, and she climbs two flights of stairs without stopping. She has no history of lung or heart disease and takes a prenatal vitamin. Temperature is 36.8°C, pulse is 88/min, respirations are 16/min, and blood pressure is 110/68 mm Hg. Oxygen saturation is 99% on room air. The lungs are clear, the heart sounds are normal, and there is no leg edema. Hemoglobin concentration is 12.2 g/dL. Arterial blood gas analysis on room air shows a pH of 7.45, PCO₂ of 30 mm Hg, PO₂ of 104 mm Hg and bicarbonate of 20 mEq/L.',
    leadIn: 'Which of the following best explains these blood gas findings?',
    options: [
      {
        text: 'Anxiety-related hyperventilation',
        why: 'Anxiety can cause acute hyperventilation with paresthesias and a clearly alkalemic pH; a steady, compensated pattern in an asymptomatic woman in the third trimester is physiologic.',
      },
      {
        text: 'Compensation for a primary metabolic acidosis',
        why: 'In a primary metabolic acidosis the pH would be at or below 7.40; a pH of 7.45 with a low PCO₂ shows that the primary change is respiratory and the low bicarbonate is renal compensation.',
      },
      {
        text: 'Diaphragmatic elevation by the enlarging uterus',
        why: 'The raised diaphragm reduces functional residual capacity and expiratory reserve volume, but it does not increase ventilation or lower the PCO₂.',
      },
      {
        text: 'Progesterone stimulation of ventilation',
        why: 'Progesterone sensitizes the respiratory center to carbon dioxide, raising tidal volume and minute ventilation, which lowers the PCO₂ to about 28-32 mm Hg with renal compensation.',
      },
      {
        text: 'Pulmonary vascular obstruction by thrombus',
        why: 'A pulmonary embolism causes hypocapnia with tachycardia, tachypnea and a widened alveolar-arterial gradient; her PO₂, saturation and vital signs are normal.',
      },
    ],
    answerIndex: 3,
    rationale:
      'The findings are a compensated respiratory alkalosis, the normal blood gas of pregnancy. Progesterone acts on the medullary respiratory center to increase tidal volume (by 30% to 50%) with little change in respiratory rate, so minute ventilation rises and the PCO₂ falls to about 30 mm Hg; the kidneys excrete bicarbonate to about 18-22 mEq/L, and the pH stays high-normal. The low maternal PCO₂ creates a gradient that favors transfer of carbon dioxide from fetus to mother. Mild dyspnea with normal examination and oxygenation is physiologic, and a PCO₂ of 40 mm Hg in a pregnant woman with asthma can signal impending respiratory failure.',
    objective: 'Explain the compensated respiratory alkalosis of normal pregnancy.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Normal pregnancy: progesterone raises minute ventilation, so PCO₂ is about 30 mm Hg with compensatory low bicarbonate.',
  },
  {
    id: 'obgyn-q-intrahepatic-cholestasis-pregnancy',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Intrahepatic cholestasis of pregnancy',
    stem: 'A 32-year-old woman, gravida 2, para 1, at 33 weeks of gestation comes to the clinic because of intense itching for 2 weeks. The itching began on her palms and soles, is now generalized, and is worst at night. She has no rash, abdominal pain, nausea or headache. Her sister had a similar problem during pregnancy. She takes a prenatal vitamin. Temperature is 36.8°C, pulse is 80/min, and blood pressure is 118/74 mm Hg. There are excoriations on the arms and legs but no primary skin lesions. The sclerae are anicteric, and the abdomen is nontender. Fundal height is 33 cm. Serum ALT activity is 96 U/L, AST activity is 82 U/L, alkaline phosphatase activity is 260 U/L, and total bilirubin concentration is 1.1 mg/dL. Platelet count is 230,000/mm³. Serum total bile acid concentration is 38 μmol/L (normal, less than 10). Tests for viral hepatitis are negative, and ultrasonography of the liver and gallbladder is normal. Urinalysis shows no protein.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Cholestyramine',
        why: 'Cholestyramine binds bile acids in the gut but relieves itching less well than ursodiol and impairs absorption of fat-soluble vitamins, including vitamin K.',
      },
      {
        text: 'Diphenhydramine',
        why: 'Sedating antihistamines may help her sleep, but itching in cholestasis is not mediated by histamine, and they do not lower bile acids.',
      },
      {
        text: 'Hydrocortisone cream',
        why: 'A topical steroid treats inflammatory dermatoses such as atopic eruption of pregnancy; she has no primary lesions, only excoriations.',
      },
      {
        text: 'Prednisone',
        why: 'Systemic glucocorticoids treat pemphigoid gestationis, which has urticarial plaques and tense blisters around the umbilicus; they do not help cholestasis.',
      },
      {
        text: 'Ursodiol',
        why: 'Ursodeoxycholic acid is the first-line drug; it relieves itching and lowers maternal bile acids and aminotransferases.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Itching that starts on the palms and soles in the third trimester, without primary skin lesions, with raised bile acids and aminotransferases and a negative workup for other liver disease, is intrahepatic cholestasis of pregnancy. Estrogen and progesterone metabolites impair bile acid transport in genetically susceptible women, which explains the family history. The alkaline phosphatase is not useful because the placenta makes it. Bile acids cross the placenta and are linked to stillbirth and meconium passage, so besides ursodiol she needs planned delivery between 36 and 39 weeks, at 36 weeks when bile acids reach 100 μmol/L or more.',
    objective: 'Treat intrahepatic cholestasis of pregnancy with ursodiol and plan early delivery.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Third-trimester itching of palms and soles with raised bile acids: intrahepatic cholestasis; give ursodiol and deliver at 36-39 weeks.',
  },
  {
    id: 'obgyn-q-acute-fatty-liver-pregnancy',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute fatty liver of pregnancy',
    stem: 'A 26-year-old woman, gravida 1, para 0, at 35 weeks of gestation comes to the emergency department because of malaise, anorexia, nausea and vomiting for 3 days, abdominal pain, and yellow eyes since yesterday. Her pregnancy had been uncomplicated. She takes a prenatal vitamin and has taken no other medications. Temperature is 37.2°C, pulse is 108/min, and blood pressure is 138/86 mm Hg. She is slightly confused. The sclerae are icteric, and there is epigastric and right upper quadrant tenderness. The fetal heart rate is 150/min. Serum studies show glucose 52 mg/dL, creatinine 1.9 mg/dL, AST 340 U/L, ALT 410 U/L and total bilirubin 6.8 mg/dL. Leukocyte count is 16,800/mm³, hemoglobin concentration is 12.4 g/dL, platelet count is 118,000/mm³ and INR is 2.1. Urinalysis shows 1+ protein. Tests for viral hepatitis are negative, and serum acetaminophen is undetectable.',
    leadIn: 'This maternal condition is most strongly associated with which of the following deficiencies in the fetus?',
    options: [
      {
        text: 'Galactose-1-phosphate uridyltransferase deficiency',
        why: 'Classic galactosemia causes liver failure, cataracts and Escherichia coli sepsis in the newborn once milk feeding begins; it does not injure the mother\'s liver.',
      },
      {
        text: 'Glucose-6-phosphatase deficiency',
        why: 'Von Gierke disease causes fasting hypoglycemia, lactic acidosis and hepatomegaly in infancy; it has no link to maternal liver disease.',
      },
      {
        text: 'Long-chain 3-hydroxyacyl-CoA dehydrogenase deficiency',
        why: 'A fetus with LCHAD deficiency (usually homozygous, with a heterozygous mother) sends unmetabolized long-chain fatty acid intermediates to the mother, whose liver becomes overloaded and develops microvesicular steatosis.',
      },
      {
        text: 'Ornithine transcarbamylase deficiency',
        why: 'This urea cycle defect causes hyperammonemia in a newborn boy after birth; it does not cause maternal hepatic failure in pregnancy.',
      },
      {
        text: 'Uridine diphosphate glucuronosyltransferase deficiency',
        why: 'Deficiency of this enzyme (Crigler-Najjar or Gilbert syndrome) causes unconjugated hyperbilirubinemia in the affected person, not maternal liver failure.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Third-trimester nausea and vomiting followed by jaundice, hepatic encephalopathy, hypoglycemia, coagulopathy (INR 2.1) and acute kidney injury, with only mild hypertension and proteinuria, are acute fatty liver of pregnancy. HELLP syndrome shares raised aminotransferases and thrombocytopenia but rarely causes hypoglycemia, marked coagulopathy or liver failure. Many cases occur in women carrying a fetus with a defect of mitochondrial long-chain fatty acid oxidation. Treatment is prompt delivery after stabilization (glucose, plasma and blood products), and the newborn should be tested for LCHAD deficiency, which can cause hypoketotic hypoglycemia and cardiomyopathy.',
    objective: 'Link acute fatty liver of pregnancy to fetal LCHAD deficiency.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Third-trimester liver failure with hypoglycemia and coagulopathy: acute fatty liver of pregnancy; deliver, and test the newborn for LCHAD deficiency.',
    table: {
      caption: 'Acute fatty liver of pregnancy vs HELLP syndrome',
      header: ['Feature', 'Acute fatty liver', 'HELLP syndrome'],
      rows: [
        ['Hypoglycemia', 'Common', 'Rare'],
        ['INR and fibrinogen', 'Prolonged INR, low fibrinogen early', 'Usually normal until late'],
        ['Bilirubin', 'Markedly raised', 'Mildly raised (hemolysis)'],
        ['Hypertension', 'Mild or absent', 'Usual'],
      ],
    },
  },
  {
    id: 'obgyn-q-pulmonary-embolism-pregnancy',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pulmonary embolism in pregnancy: anticoagulation',
    stem: 'A 33-year-old woman, gravida 2, para 1, at 26 weeks of gestation comes to the emergency department because of sharp right-sided chest pain on inspiration and shortness of breath for 1 day. Her left calf has been swollen for 4 days. She has no history of blood clots or bleeding and takes a prenatal vitamin. Temperature is 37.2°C, pulse is 112/min, respirations are 22/min, and blood pressure is 124/78 mm Hg. Oxygen saturation is 94% on room air. The left calf is swollen and tender. The lungs are clear. Hemoglobin concentration is 12.3 g/dL, platelet count is 240,000/mm³, and serum creatinine concentration is 0.6 mg/dL. CT pulmonary angiography shows filling defects in segmental arteries of the right lower lobe. Echocardiography shows normal right ventricular size and function.',
    leadIn: 'Which of the following is the most appropriate anticoagulant for the remainder of her pregnancy?',
    options: [
      {
        text: 'Apixaban',
        why: 'Direct oral anticoagulants cross the placenta and lack safety data in pregnancy; they are avoided in pregnancy and breastfeeding.',
      },
      {
        text: 'Aspirin',
        why: 'Antiplatelet therapy does not treat venous thromboembolism; low-dose aspirin in pregnancy is for preeclampsia prevention.',
      },
      {
        text: 'Enoxaparin',
        why: 'Low-molecular-weight heparin does not cross the placenta, has predictable weight-based dosing and a low risk of heparin-induced thrombocytopenia and osteoporosis, and is the anticoagulant of choice in pregnancy.',
      },
      {
        text: 'Fondaparinux',
        why: 'Fondaparinux is reserved for pregnant women who cannot receive heparin, such as those with heparin-induced thrombocytopenia or a severe heparin allergy.',
      },
      {
        text: 'Warfarin',
        why: 'Warfarin crosses the placenta, causing embryopathy in the first trimester and fetal intracranial hemorrhage later; it is safe after delivery, including during breastfeeding.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Pleuritic chest pain, dyspnea, tachycardia and a swollen calf with segmental filling defects on CT angiography confirm a pulmonary embolism. She is hemodynamically stable without right ventricular strain, so thrombolysis is not indicated. Pregnancy is a hypercoagulable state (more clotting factors, less protein S, venous stasis from uterine compression). Therapeutic low-molecular-weight heparin is continued through pregnancy and for at least 6 weeks after delivery (at least 3 months in all); it is switched to unfractionated heparin near term or stopped 24 hours before planned delivery so neuraxial anesthesia can be used.',
    objective: 'Treat venous thromboembolism in pregnancy with low-molecular-weight heparin.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Venous thromboembolism in pregnancy: therapeutic low-molecular-weight heparin; no warfarin or direct oral anticoagulants until after delivery.',
  },
  {
    id: 'obgyn-q-parvovirus-b19-pregnancy',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Parvovirus B19 infection in pregnancy',
    stem: 'A 28-year-old woman, gravida 2, para 1, at 18 weeks of gestation comes to the clinic because of pain and swelling of both hands and wrists for 5 days. She teaches first grade, and 2 weeks ago several of her pupils had bright red cheeks followed by a lacy rash on their arms. A week before the joint pain began she had a low-grade fever and a runny nose. She takes a prenatal vitamin. Temperature is 37.4°C, pulse is 86/min, and blood pressure is 112/70 mm Hg. There is mild symmetric swelling and tenderness of the metacarpophalangeal joints and wrists. There is no rash. Fundal height is 18 cm, and the fetal heart rate is 152/min.',
    leadIn: 'Her fetus is at greatest risk for which of the following complications?',
    options: [
      {
        text: 'Cataracts and patent ductus arteriosus',
        why: 'Cataracts, sensorineural deafness and patent ductus arteriosus are the triad of congenital rubella, acquired after a maternal rash with lymphadenopathy, mostly in the first trimester.',
      },
      {
        text: 'Hydrocephalus with diffuse intracranial calcifications',
        why: 'Congenital toxoplasmosis, acquired from cat feces or undercooked meat, causes chorioretinitis, hydrocephalus and scattered calcifications.',
      },
      {
        text: 'Limb hypoplasia with cicatricial skin scars',
        why: 'The congenital varicella syndrome follows maternal chickenpox before 20 weeks, a vesicular rash she does not have.',
      },
      {
        text: 'Nonimmune hydrops fetalis',
        why: 'Parvovirus B19 infects fetal red cell precursors and can cause severe fetal anemia, high-output heart failure and hydrops, particularly after maternal infection before 20 weeks.',
      },
      {
        text: 'Periventricular calcifications with hearing loss',
        why: 'Congenital cytomegalovirus, the most common congenital infection, causes microcephaly, periventricular calcifications and sensorineural hearing loss after a usually silent maternal infection.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Exposure to children with erythema infectiosum (slapped cheeks, then a lacy rash), followed by a mild febrile illness and a symmetric arthropathy of the small joints of the hands, is acute parvovirus B19 infection in an adult. The virus binds the P antigen on erythroid progenitors and halts red cell production. In the fetus, whose red cells survive a short time and whose red cell mass is expanding, this can cause profound anemia, heart failure and hydrops. Infection is confirmed with specific IgM and IgG; if acute, the fetus is followed with middle cerebral artery Doppler studies for 8 to 12 weeks, and intrauterine transfusion is given for severe anemia.',
    objective: 'Recognize maternal parvovirus B19 infection and its fetal complication, hydrops from aplastic anemia.',
    task: 'complication',
    steps: 2,
    takeHome: 'Maternal parvovirus B19 (arthropathy after contact with slapped-cheek rash): risk of fetal anemia and hydrops; follow with MCA Doppler.',
  },
  {
    id: 'obgyn-q-hiv-pregnancy-mode-of-delivery',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'HIV in pregnancy: mode of delivery',
    stem: 'A 29-year-old woman, gravida 2, para 1, at 36 weeks of gestation comes to the clinic for a prenatal visit. HIV infection was diagnosed at 14 weeks, and she was started on dolutegravir, emtricitabine and tenofovir alafenamide; she says she has missed many doses because of nausea and family stress. She has no other medical conditions. Pulse is 82/min, and blood pressure is 116/72 mm Hg. Fundal height is 36 cm. The fetus is in cephalic presentation, and the fetal heart rate is 144/min. There are no contractions, and the membranes are intact. Plasma HIV RNA at 35 weeks is 4,200 copies/mL, and CD4+ T-lymphocyte count is 410/mm³. Adherence counseling is provided, and her antiretroviral regimen is continued.',
    leadIn: 'Which of the following is the most appropriate plan for delivery?',
    options: [
      {
        text: 'Amniotomy and oxytocin at 38 weeks',
        why: 'Early artificial rupture of membranes lengthens the time the fetus is exposed to maternal blood and secretions and should be avoided when the viral load is detectable.',
      },
      {
        text: 'Cesarean delivery at 38 weeks',
        why: 'A scheduled cesarean delivery at 38 weeks, before labor and membrane rupture, with intravenous zidovudine started 3 hours before, lowers the risk of perinatal transmission when the viral load near delivery exceeds 1,000 copies/mL.',
      },
      {
        text: 'Cesarean delivery today',
        why: 'Delivery at 36 weeks without an obstetric indication adds prematurity without added protection; the scheduled cesarean is timed for 38 weeks.',
      },
      {
        text: 'Induction of labor at 39 weeks',
        why: 'Labor and vaginal delivery are appropriate when the viral load near delivery is 1,000 copies/mL or less; at 4,200 copies/mL the transmission risk is higher with vaginal birth.',
      },
      {
        text: 'Spontaneous labor and vaginal delivery',
        why: 'Awaiting labor suits a woman with a suppressed viral load; with a viral load above 1,000 copies/mL, labor and membrane rupture raise the risk of intrapartum transmission.',
      },
    ],
    answerIndex: 1,
    rationale:
      'The main predictor of perinatal HIV transmission is the maternal viral load near delivery. With a viral load above 1,000 copies/mL (or unknown) late in pregnancy, guidelines recommend a scheduled cesarean delivery at 38 weeks, before labor begins, plus intravenous zidovudine during delivery, in addition to continued antiretroviral therapy. With a suppressed viral load, vaginal delivery is appropriate and cesarean delivery adds no benefit. After birth the newborn receives antiretroviral prophylaxis, and breastfeeding is not recommended while her viral load is detectable.',
    objective: 'Schedule cesarean delivery at 38 weeks with intravenous zidovudine for an HIV RNA above 1,000 copies/mL.',
    task: 'next-step',
    steps: 2,
    takeHome: 'HIV in pregnancy with viral load above 1,000 copies/mL near term: scheduled cesarean at 38 weeks plus IV zidovudine.',
  },
  {
    id: 'obgyn-q-twin-twin-transfusion',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Twin-twin transfusion syndrome',
    stem: 'A 30-year-old woman, gravida 2, para 1, at 20 weeks of gestation with twins comes to the clinic because her abdomen has grown rapidly and feels tight for 2 weeks. Ultrasonography at 11 weeks showed one placenta and a thin dividing membrane meeting the placenta at a right angle. She takes a prenatal vitamin. Pulse is 92/min, and blood pressure is 114/70 mm Hg. Fundal height is 28 cm. Ultrasonography shows two male fetuses without structural anomalies. One twin has a deepest vertical pocket of amniotic fluid of 10 cm and a distended bladder. The other twin has a deepest vertical pocket of 1 cm, is held against the uterine wall by its membrane, and its bladder cannot be seen. The estimated fetal weights differ by 22%.',
    leadIn: 'Which of the following best explains the difference between the twins?',
    options: [
      {
        text: 'Chromosomal nondisjunction in one twin',
        why: 'An aneuploid twin may be small, but aneuploidy does not cause one twin to be overloaded with fluid while the other is dry.',
      },
      {
        text: 'Congenital viral infection of one twin',
        why: 'Infection such as cytomegalovirus can cause growth restriction, echogenic bowel or calcifications, not reciprocal polyhydramnios and oligohydramnios.',
      },
      {
        text: 'Incomplete embryonic division after day 13',
        why: 'Division after day 13 produces conjoined twins sharing one amniotic sac; these twins are separated by a membrane.',
      },
      {
        text: 'Unbalanced placental vascular anastomoses',
        why: 'In a shared (monochorionic) placenta, arteriovenous connections can carry blood from one twin to the other; the donor becomes hypovolemic and oliguric, and the recipient hypervolemic and polyuric.',
      },
      {
        text: 'Unequal placental mass in separate placentas',
        why: 'Dichorionic twins with unequal placental shares can be discordant in growth, but there is no blood exchange to cause opposite fluid volumes, and these twins share one placenta.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A single placenta with a thin membrane meeting it at a right angle (the T sign) identifies monochorionic diamniotic twins, which arise when the embryo divides between days 4 and 8. Nearly all monochorionic placentas have vascular connections between the twins; when deep arteriovenous anastomoses run mostly in one direction, the donor twin becomes anemic, growth-restricted and oligohydramnic ("stuck"), while the recipient becomes polycythemic and polyuric with polyhydramnios and can develop heart failure and hydrops. Fetoscopic laser ablation of the anastomoses between 16 and 26 weeks is the treatment for advanced disease.',
    objective: 'Explain twin-twin transfusion syndrome by unbalanced vascular anastomoses in a monochorionic placenta.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Monochorionic twins with polyhydramnios in one sac and oligohydramnios in the other: twin-twin transfusion through placental anastomoses; treat with laser ablation.',
  },
  {
    id: 'obgyn-q-cervical-insufficiency-cerclage',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cervical insufficiency',
    stem: 'A 32-year-old woman, gravida 3, para 0, at 10 weeks of gestation comes to the clinic for her first prenatal visit. Her two previous pregnancies ended at 18 and 19 weeks: each time she noticed only mild pelvic pressure and increased discharge and was found to have a cervix dilated to 5 cm with bulging membranes, without contractions, bleeding or fever, and each infant was born too early to survive. Five years ago she had a cold-knife cone biopsy of the cervix for cervical intraepithelial neoplasia grade 3. She has no other medical conditions and takes a prenatal vitamin. Pulse is 76/min, and blood pressure is 110/70 mm Hg. Speculum examination shows a shortened but closed cervix. Ultrasonography shows a single live intrauterine pregnancy consistent with 10 weeks of gestation.',
    leadIn: 'Which of the following is most appropriate to reduce her risk of another pregnancy loss?',
    options: [
      {
        text: 'Activity restriction from 16 weeks',
        why: 'Bed rest and activity restriction do not prevent preterm birth and increase the risk of thromboembolism; they are not recommended.',
      },
      {
        text: 'Cerclage at 12 to 14 weeks',
        why: 'A history-indicated cerclage, placed at 12 to 14 weeks after an ultrasound confirms a viable pregnancy without major anomalies, is recommended for one or more second-trimester losses from painless cervical dilation.',
      },
      {
        text: 'Prophylactic indomethacin',
        why: 'Indomethacin is a short-term tocolytic for preterm labor; it does not strengthen a weak cervix, and prolonged use harms the fetal ductus and kidneys.',
      },
      {
        text: 'Vaginal pessary placement',
        why: 'Cervical pessaries have not consistently reduced preterm birth in trials and are not recommended outside research protocols.',
      },
      {
        text: 'Weekly hydroxyprogesterone caproate',
        why: 'Intramuscular hydroxyprogesterone caproate was used to prevent recurrent spontaneous preterm labor, but it was withdrawn from the United States market in 2023 after a trial showed no benefit, and it does not treat painless dilation.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Two second-trimester losses with painless cervical dilation and bulging membranes, without contractions, bleeding or infection, define cervical insufficiency; her earlier cone biopsy is a risk factor. The cervix cannot hold the growing pregnancy, so prevention is mechanical: a history-indicated cerclage at 12 to 14 weeks. Women with a single spontaneous preterm birth who do not meet these criteria are instead followed with serial cervical length measurements, with cerclage if the cervix shortens to less than 25 mm before 24 weeks.',
    objective: 'Recommend a history-indicated cerclage for cervical insufficiency with previous painless second-trimester losses.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Second-trimester loss from painless cervical dilation: cervical insufficiency; place a history-indicated cerclage at 12-14 weeks next time.',
  },
  {
    id: 'obgyn-q-antiphospholipid-syndrome-pregnancy',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Antiphospholipid syndrome in pregnancy',
    stem: 'A 30-year-old woman, gravida 3, para 0, at 7 weeks of gestation comes to the clinic for her first prenatal visit. Her previous two pregnancies ended with fetal death at 12 and 16 weeks of gestation; the fetuses were morphologically normal and had normal karyotypes. She has never had a venous or arterial thrombosis. After the second loss, testing showed lupus anticoagulant and high-titer IgG anticardiolipin antibodies, and both were still present when repeated 12 weeks later. She takes a prenatal vitamin. Pulse is 76/min, and blood pressure is 114/72 mm Hg. Physical examination shows no abnormalities. Platelet count is 162,000/mm³. Ultrasonography shows a live intrauterine pregnancy consistent with 7 weeks of gestation.',
    leadIn: 'Which of the following is the most appropriate treatment during this pregnancy?',
    options: [
      {
        text: 'Heparin and low-dose aspirin',
        why: 'Prophylactic-dose heparin (usually low-molecular-weight heparin) plus low-dose aspirin through pregnancy and prophylactic heparin for 6 weeks after delivery improve live birth rates in obstetric antiphospholipid syndrome.',
      },
      {
        text: 'Intravenous immune globulin',
        why: 'Immune globulin has not improved outcomes compared with heparin and aspirin and is not standard therapy.',
      },
      {
        text: 'Low-dose aspirin alone',
        why: 'Aspirin alone is less effective than heparin plus aspirin after fetal death; it is used for women with antiphospholipid antibodies who do not meet criteria for the syndrome.',
      },
      {
        text: 'Prednisone and low-dose aspirin',
        why: 'Glucocorticoids did not improve live birth rates and caused preterm birth, gestational diabetes and hypertension, so they are not used.',
      },
      {
        text: 'Warfarin and low-dose aspirin',
        why: 'Warfarin is teratogenic (embryopathy at 6 to 12 weeks) and is avoided in pregnancy; heparins do not cross the placenta.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Unexplained fetal death at 10 weeks or later, with lupus anticoagulant and high-titer anticardiolipin antibodies that persist 12 weeks apart, meets the criteria for obstetric antiphospholipid syndrome. The antibodies promote thrombosis and complement-mediated inflammation in the placental circulation, causing fetal loss, preeclampsia and growth restriction. Without a history of thrombosis, treatment is prophylactic-dose heparin with low-dose aspirin; a woman with previous thrombosis would need therapeutic-dose anticoagulation.',
    objective: 'Treat obstetric antiphospholipid syndrome with prophylactic heparin and low-dose aspirin.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Obstetric antiphospholipid syndrome without thrombosis: prophylactic heparin plus low-dose aspirin in pregnancy and heparin for 6 weeks postpartum.',
  },
  {
    id: 'obgyn-q-oxytocin-water-intoxication',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Oxytocin: water intoxication',
    stem: 'A 24-year-old woman, gravida 1, para 0, at 41 weeks of gestation is in the labor and delivery unit for induction of labor. She has received a high-dose oxytocin infusion for 20 hours, along with about 4 L of 5% dextrose in water, and she has been drinking water freely. During the past 2 hours she has developed a headache, nausea and vomiting and has become confused, and she now has a generalized tonic-clonic seizure that stops after 1 minute. She has had no headaches, visual changes or hypertension during the pregnancy. Temperature is 36.9°C, pulse is 88/min, respirations are 18/min, and blood pressure is 122/76 mm Hg. Deep tendon reflexes are 2+ without clonus. Her urine output has been low for several hours. Urinalysis shows no protein. Fingerstick glucose concentration is 96 mg/dL.',
    leadIn: 'Which of the following serum abnormalities most likely caused her seizure?',
    options: [
      {
        text: 'Hypercalcemia',
        why: 'Hypercalcemia causes confusion, constipation and polyuria, usually from hyperparathyroidism or malignancy; it is not a consequence of oxytocin or hypotonic fluids, and seizures are uncommon.',
      },
      {
        text: 'Hyperkalemia',
        why: 'Hyperkalemia causes muscle weakness and cardiac arrhythmias rather than seizures, and nothing in her course raises potassium.',
      },
      {
        text: 'Hypermagnesemia',
        why: 'Magnesium excess depresses reflexes and respiration; she has not received magnesium, and her reflexes are normal.',
      },
      {
        text: 'Hypocalcemia',
        why: 'Hypocalcemia causes tetany and can cause seizures, typically after thyroid or parathyroid surgery or with hypomagnesemia; no such cause is present.',
      },
      {
        text: 'Hyponatremia',
        why: 'At high doses for many hours, oxytocin activates renal vasopressin V2 receptors and causes free water retention; with large volumes of hypotonic fluid this produces dilutional hyponatremia, cerebral edema and seizures.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Oxytocin and vasopressin are closely related nonapeptides from the posterior pituitary, and at high infusion rates oxytocin has an antidiuretic effect. Prolonged high-dose infusion with large volumes of electrolyte-free fluid and free drinking causes water intoxication: headache, nausea, vomiting, confusion, low urine output and seizures. Her normal blood pressure, reflexes and urinalysis argue against eclampsia, and her glucose is normal. Management is to stop the oxytocin and free water, measure serum sodium, and give hypertonic saline for seizures while avoiding overly rapid correction.',
    objective: 'Recognize water intoxication with hyponatremia as an adverse effect of prolonged high-dose oxytocin.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'Prolonged high-dose oxytocin with hypotonic fluids: antidiuretic effect, hyponatremia and seizures.',
  },
  {
    id: 'obgyn-q-indomethacin-tocolysis-fetal-effects',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Tocolytic drugs: fetal adverse effects',
    stem: 'A 29-year-old woman, gravida 2, para 1, at 30 weeks of gestation is admitted to the labor and delivery unit with preterm labor. She has regular painful contractions every 4 minutes, and the cervix is 3 cm dilated and 70% effaced with intact membranes. Temperature is 36.9°C, pulse is 90/min, and blood pressure is 116/70 mm Hg. The fetal heart rate tracing is category I. Intramuscular betamethasone is given, and oral indomethacin is started to delay delivery while the steroid takes effect. Two days later her contractions have stopped, and the team discusses whether to continue the indomethacin until 34 weeks.',
    leadIn: 'Continued use of this drug would put the fetus at greatest risk for which of the following?',
    options: [
      {
        text: 'Constriction of the ductus arteriosus',
        why: 'Prostaglandin E2 keeps the fetal ductus open; by blocking cyclooxygenase, indomethacin can constrict it, especially after 32 weeks or with use beyond 48 hours, leading to pulmonary hypertension and right heart failure.',
      },
      {
        text: 'Fetal tachycardia',
        why: 'Fetal and maternal tachycardia are effects of beta-adrenergic agonists such as terbutaline.',
      },
      {
        text: 'Neonatal hypoglycemia',
        why: 'Beta-agonist tocolytics raise maternal glucose and fetal insulin, so the newborn can become hypoglycemic; NSAIDs do not.',
      },
      {
        text: 'Neonatal hypotonia and respiratory depression',
        why: 'Magnesium sulfate given close to delivery can cause neonatal hypotonia and respiratory depression; indomethacin does not.',
      },
      {
        text: 'Polyhydramnios',
        why: 'Indomethacin reduces fetal renal blood flow and urine output and causes oligohydramnios, the opposite change; it has even been used to treat polyhydramnios.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Indomethacin is a nonselective cyclooxygenase inhibitor. Tocolysis is meant to last only 48 hours, long enough for corticosteroids to act and for transfer to a center with a neonatal intensive care unit; maintenance tocolysis does not improve outcomes. Indomethacin is limited to use before 32 weeks and for no more than 48 hours because inhibiting prostaglandins can constrict the ductus arteriosus and reduce fetal urine output, causing oligohydramnios. If use is prolonged, the ductus and amniotic fluid are monitored by ultrasonography.',
    objective: 'Identify ductal constriction and oligohydramnios as fetal risks of indomethacin tocolysis.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'Indomethacin tocolysis: use before 32 weeks for no more than 48 hours; it can constrict the ductus arteriosus and cause oligohydramnios.',
    table: {
      caption: 'Tocolytics and their main adverse effects',
      header: ['Drug', 'Class', 'Main concern'],
      rows: [
        ['Indomethacin', 'Cyclooxygenase inhibitor', 'Ductal constriction, oligohydramnios'],
        ['Nifedipine', 'Calcium channel blocker', 'Maternal hypotension, flushing, headache'],
        ['Terbutaline', 'Beta-2 agonist', 'Tachycardia, hyperglycemia, pulmonary edema'],
        ['Magnesium sulfate', 'Calcium antagonist', 'Respiratory depression; neonatal hypotonia'],
      ],
    },
  },
  {
    id: 'obgyn-q-polyhydramnios-esophageal-atresia',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Polyhydramnios',
    stem: 'A 34-year-old woman, gravida 3, para 2, at 30 weeks of gestation comes to the clinic because her abdomen has enlarged rapidly and she has had shortness of breath when lying flat for 2 weeks. A 1-hour glucose challenge test at 26 weeks was normal. She takes a prenatal vitamin. Pulse is 94/min, respirations are 18/min, and blood pressure is 118/74 mm Hg. Fundal height is 38 cm, and the uterus is tense. Ultrasonography shows a single fetus with an amniotic fluid index of 32 cm (normal, 5 to 24). The fetal stomach cannot be seen on repeated scans over 1 hour. The fetal kidneys, bladder, heart and brain appear normal, and there is no hydrops.',
    leadIn: 'Which of the following best explains the amniotic fluid findings?',
    options: [
      {
        text: 'Decreased fetal swallowing',
        why: 'Fetal swallowing removes a large share of amniotic fluid each day; an obstruction such as esophageal atresia prevents fluid from reaching the stomach, so the stomach is not seen and fluid accumulates.',
      },
      {
        text: 'Decreased fetal urine production',
        why: 'Reduced fetal urine (renal agenesis, obstructive uropathy, placental insufficiency) causes oligohydramnios, not polyhydramnios.',
      },
      {
        text: 'Fetal osmotic diuresis',
        why: 'Fetal hyperglycemia from maternal diabetes causes polyuria and polyhydramnios, but her glucose screen was normal and the fetal stomach would fill normally.',
      },
      {
        text: 'High-output fetal heart failure',
        why: 'Fetal anemia or a large arteriovenous malformation can cause high-output failure with polyhydramnios, but there would be signs of hydrops.',
      },
      {
        text: 'Transudation across exposed meninges',
        why: 'Open neural tube defects such as anencephaly can add fluid by transudation, but the fetal brain and spine are normal here.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Amniotic fluid volume balances production, mainly fetal urine and lung fluid, against removal, mainly fetal swallowing and intramembranous absorption. Polyhydramnios with a persistently absent stomach bubble points to a proximal gastrointestinal obstruction, most often esophageal atresia, usually with a tracheoesophageal fistula. Other causes of polyhydramnios include maternal diabetes, neuromuscular or central nervous system disorders that impair swallowing, fetal anemia, and multiple gestation. After birth, the newborn may drool and choke with feeds, and a nasogastric tube cannot be passed into the stomach.',
    objective: 'Explain polyhydramnios from impaired fetal swallowing in esophageal atresia.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Polyhydramnios with no visible fetal stomach: impaired swallowing from esophageal atresia.',
  },
  {
    id: 'obgyn-q-arrest-of-dilation',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Arrest of labor in the first stage',
    stem: 'A 28-year-old woman, gravida 1, para 0, at 40 weeks of gestation is in spontaneous labor in the labor and delivery unit. She was admitted with the cervix 6 cm dilated, and she has epidural analgesia. The membranes were ruptured artificially at 7 cm, and an oxytocin infusion was started. During the past 4 hours an intrauterine pressure catheter has shown contractions every 2 to 3 minutes totaling 240 Montevideo units per 10 minutes. On three examinations during this time the cervix has remained 7 cm dilated and completely effaced, with the fetal head at 0 station in the occiput posterior position. Temperature is 37.2°C, pulse is 88/min, and blood pressure is 120/76 mm Hg. The estimated fetal weight is 3,700 g, and the fetal heart rate tracing is category I.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Cesarean delivery',
        why: 'With the cervix at 6 cm or more, ruptured membranes and no change for at least 4 hours despite adequate contractions, she meets the criteria for arrest of the first stage, and cesarean delivery is indicated.',
      },
      {
        text: 'Continued observation for 4 hours',
        why: 'Further waiting is reasonable when the cervix is still changing, even slowly, or when contractions are inadequate (up to 6 hours with oxytocin); she has had no change for 4 hours with adequate contractions.',
      },
      {
        text: 'Discontinuation of epidural analgesia',
        why: 'Epidural analgesia may lengthen labor slightly but does not cause arrest; stopping it adds pain without improving the chance of vaginal delivery.',
      },
      {
        text: 'Increase in the oxytocin dose',
        why: 'More oxytocin is used when contractions are inadequate (less than 200 Montevideo units); hers are already adequate, and more could cause tachysystole.',
      },
      {
        text: 'Vacuum-assisted vaginal delivery',
        why: 'Operative vaginal delivery requires a fully dilated cervix and an engaged head in the second stage; her cervix is 7 cm.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Active labor begins at 6 cm. Arrest of the first stage is defined as no cervical change for 4 hours or more with adequate contractions (at least 200 Montevideo units) after membrane rupture, or for 6 hours or more with inadequate contractions despite oxytocin. She has been at 7 cm for 4 hours with 240 Montevideo units, so she meets the definition. An occiput posterior position and fetal size can contribute to relative cephalopelvic disproportion; cesarean delivery is the appropriate next step.',
    objective: 'Diagnose arrest of the first stage of labor and proceed to cesarean delivery.',
    task: 'next-step',
    steps: 2,
    takeHome: 'At 6 cm or more with ruptured membranes, no change for 4 hours despite adequate contractions (200 MVU or more) is first-stage arrest: cesarean delivery.',
  },
  {
    id: 'obgyn-q-pregnancy-of-unknown-location',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pregnancy of unknown location',
    stem: 'A 27-year-old woman comes to the emergency department because of light vaginal spotting and mild lower abdominal cramping for 1 day. Her last menstrual period was 5 weeks ago, and a home pregnancy test was positive 4 days ago. She has never had a sexually transmitted infection or pelvic surgery. Temperature is 36.9°C, pulse is 76/min, and blood pressure is 118/74 mm Hg. The abdomen is soft and nontender. Pelvic examination shows a small amount of blood in the vault, a closed cervical os and no adnexal mass or tenderness. Serum β-hCG concentration is 1,150 mIU/mL. Transvaginal ultrasonography shows a normal uterus without an intrauterine gestational sac, normal ovaries, no adnexal mass and no free fluid. Hemoglobin concentration is 13.1 g/dL. Her blood type is A, Rh(D)-positive.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Diagnostic laparoscopy',
        why: 'Laparoscopy is for a suspected ruptured ectopic pregnancy or instability; she is stable with no adnexal mass or free fluid.',
      },
      {
        text: 'Dilation and curettage',
        why: 'Uterine aspiration can distinguish a failed intrauterine pregnancy from an ectopic one once the pregnancy is known to be nonviable; doing it now could end a normal early pregnancy.',
      },
      {
        text: 'Intramuscular methotrexate',
        why: 'Methotrexate treats a diagnosed ectopic pregnancy or a nonviable pregnancy of unknown location; giving it now could end a normal intrauterine pregnancy that is too early to see.',
      },
      {
        text: 'Mifepristone and misoprostol',
        why: 'This combination manages a confirmed early pregnancy loss or induces abortion; it would not treat an ectopic pregnancy and could end a wanted normal pregnancy.',
      },
      {
        text: 'Repeat β-hCG in 48 hours',
        why: 'With a stable patient and a β-hCG below the level at which an intrauterine sac should be seen, a repeat measurement in 48 hours shows whether the pregnancy is progressing normally.',
      },
    ],
    answerIndex: 4,
    rationale:
      'A positive β-hCG with no intrauterine or extrauterine pregnancy seen on transvaginal ultrasonography is a pregnancy of unknown location: an early normal intrauterine pregnancy, an early pregnancy loss or an ectopic pregnancy. A gestational sac is not reliably seen until the β-hCG exceeds about 1,500 to 3,500 mIU/mL, so her value of 1,150 mIU/mL does not exclude a normal pregnancy. A rise of at least about 35% in 48 hours is consistent with a viable intrauterine pregnancy, a steep fall suggests a failing pregnancy, and a plateau or slow rise suggests an ectopic or failing pregnancy. She should return at once for pain, bleeding or fainting.',
    objective: 'Manage a stable pregnancy of unknown location with serial β-hCG measurements.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Stable patient, positive β-hCG below the discriminatory level and empty uterus: repeat β-hCG in 48 hours before any intervention.',
  },
  {
    id: 'obgyn-q-molar-pregnancy-surveillance',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hydatidiform mole: follow-up after evacuation',
    stem: 'A 22-year-old woman, gravida 1, para 0, comes to the clinic 1 week after suction curettage. She had presented at 10 weeks of gestation with vaginal bleeding and a uterus large for dates; her serum β-hCG concentration was 180,000 mIU/mL, and ultrasonography showed a heterogeneous intrauterine mass with many small cystic spaces and no fetus. Pathologic examination of the evacuated tissue shows diffuse hydropic swelling of the villi with circumferential trophoblastic proliferation and no fetal tissue. Her chest radiograph before the procedure was normal. Her bleeding has stopped, and she feels well. Pulse is 74/min, and blood pressure is 114/70 mm Hg. Pelvic examination shows a normal-sized uterus and no adnexal masses. Her blood type is B, Rh(D)-positive. She does not want to become pregnant in the next year.',
    leadIn: 'In addition to reliable contraception, which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Hysterectomy',
        why: 'Hysterectomy lowers but does not eliminate the risk of postmolar neoplasia and would end her fertility; it is an option mainly for older women who have completed childbearing.',
      },
      {
        text: 'Monthly chest radiography',
        why: 'Chest imaging is done when β-hCG plateaus or rises, to look for metastases of gestational trophoblastic neoplasia; routine monthly films add nothing.',
      },
      {
        text: 'Prophylactic methotrexate',
        why: 'Prophylactic chemotherapy after evacuation exposes most women, who would never develop neoplasia, to toxicity; it is not routinely recommended.',
      },
      {
        text: 'Serial pelvic ultrasonography',
        why: 'Ultrasonography may show residual tissue but is far less sensitive than β-hCG for persistent trophoblastic disease.',
      },
      {
        text: 'Weekly β-hCG measurement',
        why: 'β-hCG is a sensitive tumor marker for persistent trophoblastic tissue; it is measured weekly until undetectable and then monthly for a period afterward.',
      },
    ],
    answerIndex: 4,
    rationale:
      'The findings describe a complete hydatidiform mole, which is followed by gestational trophoblastic neoplasia in about 15% to 20% of cases. Serum β-hCG is measured every 1 to 2 weeks until undetectable and then monthly for about 3 months; a plateau or rise signals neoplasia, which is then staged and usually cured with methotrexate. Reliable contraception (hormonal methods are safe) prevents a new pregnancy from confusing the interpretation of a rising β-hCG. Nonsensitized Rh(D)-negative women would also need anti-D immune globulin at evacuation.',
    objective: 'Follow a hydatidiform mole after evacuation with serial β-hCG and contraception.',
    task: 'next-step',
    steps: 2,
    takeHome: 'After molar evacuation: β-hCG weekly until undetectable, then monthly, with reliable contraception; a plateau or rise means neoplasia.',
  },
  {
    id: 'obgyn-q-corpus-luteum-removal-progesterone',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Corpus luteum function in early pregnancy',
    stem: 'A 28-year-old woman, gravida 2, para 1, at 7 weeks of gestation is recovering on the surgical ward 4 hours after laparoscopy. She had come to the emergency department with sudden right lower quadrant pain; ultrasonography showed a live intrauterine pregnancy, a ruptured 4-cm right ovarian cyst and hemoperitoneum. At surgery, the bleeding cyst was identified as a hemorrhagic corpus luteum cyst and was excised, together with the entire corpus luteum; the rest of the ovary was preserved. She received 1 unit of packed red cells. She has no other medical conditions. Temperature is 36.8°C, pulse is 84/min, and blood pressure is 114/70 mm Hg. The abdomen is mildly tender around the port sites. Hemoglobin concentration is 10.4 g/dL. Repeat ultrasonography shows fetal cardiac activity.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy to start now?',
    options: [
      {
        text: 'Clomiphene citrate',
        why: 'Clomiphene induces ovulation in anovulatory women by blocking estrogen feedback at the hypothalamus; it has no role once a pregnancy is established.',
      },
      {
        text: 'Estradiol',
        why: 'Estrogen is not the hormone that sustains early pregnancy; the placenta produces abundant estrogens (mainly estriol) from fetal adrenal precursors.',
      },
      {
        text: 'Human chorionic gonadotropin',
        why: 'hCG normally sustains the corpus luteum through LH receptors; once the corpus luteum is removed, there is no target for it.',
      },
      {
        text: 'Indomethacin',
        why: 'Indomethacin is a tocolytic for preterm labor after about 24 weeks; she has no contractions, and it does not replace progesterone.',
      },
      {
        text: 'Progesterone',
        why: 'Supplemental progesterone (vaginal or intramuscular) replaces corpus luteum production until the placenta takes over, at about 10 weeks.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Progesterone maintains the decidualized endometrium and keeps the myometrium quiet. In the first weeks of pregnancy it comes from the corpus luteum, which is rescued from regression by hCG from the trophoblast; between about 7 and 10 weeks the placenta takes over progesterone production (the luteal-placental shift). Removing the corpus luteum before about 10 weeks causes an abrupt fall in progesterone and can lead to pregnancy loss, so progesterone is given until 10 to 12 weeks.',
    objective: 'Replace progesterone after removal of the corpus luteum before the luteal-placental shift.',
    task: 'treatment',
    steps: 3,
    takeHome: 'Corpus luteum removed before about 10 weeks of gestation: give progesterone until the placenta takes over.',
  },
  {
    id: 'obgyn-q-leiomyoma-gnrh-agonist',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Uterine leiomyomas: preoperative hormonal therapy',
    stem: 'A 44-year-old woman, gravida 2, para 2, comes to the clinic because of heavy menstrual bleeding for 1 year. Her periods come every 28 days and last 8 days; on the heaviest days she soaks a pad every hour and passes large clots, and she feels tired. She takes ferrous sulfate. Pulse is 92/min, and blood pressure is 118/72 mm Hg. Pelvic examination shows an irregularly enlarged, firm, nontender uterus the size of a 16-week pregnancy. Urine pregnancy test is negative. Hemoglobin concentration is 8.9 g/dL, mean corpuscular volume is 72 μm³, and serum ferritin concentration is 6 ng/mL. An endometrial biopsy shows benign proliferative endometrium, and ultrasonography shows multiple intramural and subserosal masses up to 7 cm in diameter. Hysterectomy is planned in 3 months. To stop the bleeding, restore her hemoglobin and shrink the uterus before surgery, she is given a depot injection that is repeated monthly. After a brief increase in bleeding during the first 2 weeks, her periods stop, and she develops hot flashes and vaginal dryness.',
    leadIn: 'Which of the following is the mechanism of action of this drug?',
    options: [
      {
        text: 'Desensitization of pituitary GnRH receptors',
        why: 'A long-acting GnRH agonist such as leuprolide first stimulates gonadotropin release (the flare), then, because the stimulation is continuous rather than pulsatile, downregulates the receptors, so LH, FSH and estradiol fall to menopausal levels.',
      },
      {
        text: 'Estrogen receptor antagonism in the uterus',
        why: 'Selective estrogen receptor modulators such as raloxifene block estrogen in the uterus and breast but are not used to shrink leiomyomas, and they would not produce a flare.',
      },
      {
        text: 'Inhibition of aromatase',
        why: 'Aromatase inhibitors such as letrozole block peripheral estrogen synthesis and are taken orally; they are not the standard preoperative therapy for leiomyomas.',
      },
      {
        text: 'Inhibition of plasminogen activation',
        why: 'Tranexamic acid, taken orally during menses, reduces heavy menstrual bleeding but does not shrink leiomyomas or cause amenorrhea and hot flashes.',
      },
      {
        text: 'Progesterone receptor activation in the endometrium',
        why: 'Progestins (for example a levonorgestrel intrauterine device) thin the endometrium and reduce bleeding, but they do not shrink leiomyomas or cause a hypoestrogenic state.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Leiomyomas are estrogen- and progesterone-dependent benign smooth muscle tumors. A monthly depot injection that causes a brief flare of bleeding, then amenorrhea, hot flashes and vaginal dryness, is a GnRH agonist. Continuous exposure desensitizes pituitary gonadotrophs, producing a reversible hypogonadotropic, hypoestrogenic state that stops bleeding (so iron can restore the hemoglobin) and shrinks leiomyomas by 30% to 50% within 3 months. Because of bone loss, use is limited to a few months unless add-back hormone therapy is given.',
    objective: 'Explain how continuous GnRH agonist therapy suppresses the pituitary-ovarian axis to treat leiomyomas before surgery.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Continuous GnRH agonist (leuprolide): initial flare, then pituitary desensitization, low estrogen, amenorrhea and smaller leiomyomas.',
  },
  {
    id: 'obgyn-q-adenomyosis',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Adenomyosis',
    stem: 'A 45-year-old woman, gravida 3, para 3, comes to the clinic because of increasingly heavy and painful menstrual periods for 2 years. Her cramping pain begins a few days before bleeding starts and lasts until it ends, and ibuprofen helps little. Her periods are regular every 28 days. She has no bleeding between periods or after intercourse. All three of her children were delivered by cesarean. Her cervical cancer screening is up to date and normal. She takes ibuprofen as needed. Pulse is 84/min, and blood pressure is 122/78 mm Hg. Pelvic examination shows a symmetrically enlarged, globular, soft, mildly tender uterus the size of a 12-week pregnancy, with no adnexal masses and no nodularity on rectovaginal examination. Urine pregnancy test is negative. Hemoglobin concentration is 11.2 g/dL. An endometrial biopsy shows benign secretory endometrium.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Adenomyosis',
        why: 'Endometrial glands and stroma within the myometrium cause heavy, painful periods and a diffusely enlarged, globular, soft and tender uterus; it is most common in parous women in their 40s, especially after uterine surgery.',
      },
      {
        text: 'Endometrial carcinoma',
        why: 'Endometrial cancer presents with abnormal bleeding, usually after menopause or with irregular bleeding, and her benign secretory biopsy makes it unlikely.',
      },
      {
        text: 'Endometrial polyp',
        why: 'Polyps cause intermenstrual bleeding and spotting with a normal-sized uterus; they do not enlarge the uterus or cause dysmenorrhea.',
      },
      {
        text: 'Endometriosis',
        why: 'Endometriosis causes dysmenorrhea and dyspareunia in younger women, often with uterosacral nodularity or a fixed uterus, but the uterus is not enlarged.',
      },
      {
        text: 'Uterine leiomyomas',
        why: 'Leiomyomas cause heavy bleeding with an enlarged uterus, but the uterus is firm, irregular and usually nontender, and severe dysmenorrhea is less typical.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Heavy menstrual bleeding with progressively worse secondary dysmenorrhea in a multiparous woman in her 40s, with a uniformly enlarged, boggy, tender uterus, is adenomyosis. Previous cesarean deliveries, which disrupt the endometrial-myometrial junction, increase the risk. The bleeding has caused a mild anemia, and the benign biopsy excludes hyperplasia and carcinoma. Transvaginal ultrasonography or MRI supports the diagnosis (heterogeneous, thickened myometrium with small cysts). Hormonal treatment such as a levonorgestrel intrauterine device or NSAIDs relieves symptoms, and hysterectomy is definitive.',
    objective: 'Recognize adenomyosis from heavy painful menses and a diffusely enlarged, boggy uterus.',
    task: 'diagnosis',
    steps: 1,
    takeHome: 'Heavy painful menses with a uniformly enlarged, boggy, tender uterus in a parous woman in her 40s: adenomyosis.',
  },
  {
    id: 'obgyn-q-endometriosis-first-line-therapy',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Endometriosis: initial treatment',
    stem: 'A 26-year-old woman, gravida 0, comes to the clinic because of pelvic pain for 2 years. The pain begins 2 days before each menstrual period and lasts until it ends, and she also has deep pain during intercourse and pain with bowel movements during menses. Ibuprofen gives partial relief. Her periods are regular every 28 days. She is sexually active with one male partner, uses condoms, and would like a more reliable way to prevent pregnancy; she does not plan to become pregnant for several years. She does not smoke and has no history of migraine. Pulse is 72/min, blood pressure is 112/70 mm Hg, and BMI is 22 kg/m². Pelvic examination shows a fixed retroverted uterus and tender nodularity along the uterosacral ligaments on rectovaginal examination, without adnexal masses or cervical discharge. Urine pregnancy test is negative, and nucleic acid amplification testing for gonorrhea and chlamydia is negative. Transvaginal ultrasonography shows a normal uterus and ovaries.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Combined oral contraceptive',
        why: 'Hormonal suppression with a combined contraceptive (often taken continuously) or a progestin, together with NSAIDs, is first-line for suspected endometriosis and also gives her the contraception she wants.',
      },
      {
        text: 'Danazol',
        why: 'Danazol, an androgenic steroid, suppresses endometriosis but causes acne, hirsutism, weight gain and voice changes; it is rarely used today.',
      },
      {
        text: 'Doxycycline and metronidazole',
        why: 'Antibiotics treat pelvic inflammatory disease, which causes acute noncyclic pain with fever, cervical discharge or cervical motion tenderness; her pain is cyclic and her tests are negative.',
      },
      {
        text: 'Letrozole',
        why: 'An aromatase inhibitor, combined with a progestin or combined contraceptive, is reserved for pain that persists despite first- and second-line therapy.',
      },
      {
        text: 'Leuprolide',
        why: 'A GnRH agonist is second-line for pain that does not respond to contraceptives or progestins; it causes bone loss and hot flashes and needs add-back therapy.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Cyclic pelvic pain that begins before menses, deep dyspareunia, painful defecation during menses, a fixed retroverted uterus and uterosacral nodularity strongly suggest endometriosis. Laparoscopy is not required before treatment: empiric hormonal suppression plus NSAIDs is reasonable, and because she also wants contraception, a combined oral contraceptive, often taken continuously to avoid withdrawal bleeding, is the best first choice. Laparoscopy, to confirm and excise lesions, is considered when pain persists despite medical therapy or when infertility is the concern.',
    objective: 'Start empiric combined hormonal contraception for suspected endometriosis in a woman who wants contraception.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Suspected endometriosis: treat empirically with NSAIDs and a combined contraceptive or progestin; GnRH agents are second-line.',
  },
  {
    id: 'obgyn-q-granulosa-cell-tumor-marker',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Granulosa cell tumor of the ovary',
    stem: 'A 58-year-old woman comes to the clinic because of vaginal bleeding for 2 months. Her last menstrual period was 6 years ago, and she has never taken hormone therapy. For the past few months her breasts have been tender. She takes no medications. Pulse is 76/min, blood pressure is 128/80 mm Hg, and BMI is 26 kg/m². The breasts are mildly tender without masses. Pelvic examination shows a smooth, firm, mobile 9-cm right adnexal mass. Transvaginal ultrasonography shows a 9-cm solid and multicystic right ovarian mass, an endometrial thickness of 14 mm and no ascites. An endometrial biopsy shows endometrial hyperplasia without atypia.',
    leadIn: 'Which of the following serum markers is most useful for the diagnosis and follow-up of this tumor?',
    options: [
      {
        text: 'Alpha-fetoprotein',
        why: 'Alpha-fetoprotein is the marker of yolk sac (endodermal sinus) tumors, germ cell tumors of girls and young women.',
      },
      {
        text: 'CA-125',
        why: 'CA-125 is raised in most epithelial ovarian cancers, which are the most common ovarian malignancy after menopause, but epithelial tumors do not secrete estrogen.',
      },
      {
        text: 'Carcinoembryonic antigen',
        why: 'Carcinoembryonic antigen is raised in mucinous ovarian tumors and in metastases from the gastrointestinal tract.',
      },
      {
        text: 'Inhibin B',
        why: 'Granulosa cell tumors secrete inhibin (and estrogen); inhibin B is used to support the diagnosis and to detect recurrence, which can occur many years later.',
      },
      {
        text: 'Lactate dehydrogenase',
        why: 'Lactate dehydrogenase is the marker of dysgerminoma, a germ cell tumor of adolescents and young women.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A solid ovarian mass in a postmenopausal woman with signs of estrogen excess (postmenopausal bleeding, endometrial hyperplasia, breast tenderness) points to an adult granulosa cell tumor, a sex cord-stromal tumor. Its granulosa cells express aromatase and produce estrogen, which stimulates the endometrium; up to 10% of patients have coexisting endometrial carcinoma. Histology shows Call-Exner bodies. Granulosa cells also make inhibin, which is the serum marker followed after surgery.',
    objective: 'Recognize an estrogen-secreting granulosa cell tumor and use inhibin as its marker.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Adnexal mass with estrogen excess (postmenopausal bleeding, endometrial hyperplasia): granulosa cell tumor; marker inhibin.',
    table: {
      caption: 'Ovarian tumor markers',
      header: ['Marker', 'Tumor'],
      rows: [
        ['CA-125', 'Epithelial (serous) carcinoma'],
        ['Inhibin', 'Granulosa cell tumor'],
        ['Alpha-fetoprotein', 'Yolk sac tumor'],
        ['Lactate dehydrogenase', 'Dysgerminoma'],
        ['β-hCG', 'Choriocarcinoma'],
      ],
    },
  },
  {
    id: 'obgyn-q-brca1-risk-reducing-surgery',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hereditary ovarian cancer: BRCA1 carrier',
    stem: 'A 37-year-old woman, gravida 2, para 2, comes to the clinic for counseling after genetic testing. Her mother died of high-grade serous ovarian cancer at age 48 years, and testing shows that the patient carries the same pathogenic BRCA1 variant. She and her husband have completed their family. She has annual mammography and breast MRI, and the most recent studies were normal. Her periods are regular, and she takes no medications. Pulse is 70/min, blood pressure is 116/72 mm Hg, and BMI is 23 kg/m². Breast and pelvic examinations show no abnormalities. Transvaginal ultrasonography shows normal ovaries, and serum CA-125 concentration is 14 U/mL (normal, less than 35).',
    leadIn: 'Which of the following is most effective in reducing her risk of dying of ovarian cancer?',
    options: [
      {
        text: 'Annual CA-125 and ultrasonography',
        why: 'Screening with CA-125 and transvaginal ultrasonography has not reduced ovarian cancer mortality, even in high-risk women, because most cancers are found at an advanced stage.',
      },
      {
        text: 'Bilateral salpingectomy alone',
        why: 'Removing only the tubes (with delayed oophorectomy) is being studied in carriers who want to postpone menopause, but it is not yet the standard of care.',
      },
      {
        text: 'Bilateral salpingo-oophorectomy',
        why: 'Risk-reducing removal of both tubes and ovaries between ages 35 and 40 years in BRCA1 carriers who have completed childbearing lowers ovarian and tubal cancer risk by about 80% and reduces all-cause mortality.',
      },
      {
        text: 'Combined oral contraceptive',
        why: 'Oral contraceptives lower ovarian cancer risk by about half in carriers and are an option until surgery, but they are far less protective than oophorectomy.',
      },
      {
        text: 'Tamoxifen therapy',
        why: 'Tamoxifen may reduce breast cancer risk in some carriers; it does not reduce ovarian cancer risk.',
      },
    ],
    answerIndex: 2,
    rationale:
      'BRCA1 carriers have a lifetime risk of ovarian, tubal and peritoneal cancer of about 40%, and many high-grade serous "ovarian" cancers begin in the fimbriated end of the fallopian tube. No screening strategy reduces mortality, so carriers are advised to undergo risk-reducing salpingo-oophorectomy once childbearing is complete, at 35 to 40 years for BRCA1 (40 to 45 years for BRCA2). Surgery induces menopause; hormone therapy can be given until the natural age of menopause in women without breast cancer.',
    objective: 'Recommend risk-reducing salpingo-oophorectomy at 35 to 40 years for a BRCA1 carrier who has completed childbearing.',
    task: 'prevention',
    steps: 2,
    takeHome: 'BRCA1 carrier with completed family: bilateral salpingo-oophorectomy at 35-40 years; ovarian cancer screening does not save lives.',
  },
  {
    id: 'obgyn-q-postmenopausal-adnexal-mass',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Adnexal mass suspicious for ovarian cancer',
    stem: 'A 63-year-old woman comes to the clinic because of abdominal bloating, early satiety and urinary frequency for 3 months; she has lost 3 kg. Her last menstrual period was at age 51 years, and she has never been pregnant. She takes no medications. Pulse is 80/min, blood pressure is 130/78 mm Hg, and BMI is 27 kg/m². The abdomen is mildly distended without a fluid wave. Pelvic examination shows a fixed, irregular 8-cm left adnexal mass. Transvaginal ultrasonography shows an 8-cm complex left adnexal mass with solid components, thick septations, papillary projections and prominent internal blood flow, and a small amount of free fluid. Serum CA-125 concentration is 412 U/mL (normal, less than 35). CT of the chest, abdomen and pelvis shows no enlarged lymph nodes, no liver or lung lesions and no omental or peritoneal nodules.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'CT-guided needle biopsy',
        why: 'Percutaneous biopsy of an ovarian mass that may be confined to the pelvis risks rupture and spillage that upstages the cancer; it is reserved for confirming advanced disease before neoadjuvant chemotherapy in a patient unfit for surgery.',
      },
      {
        text: 'Gynecologic oncology referral',
        why: 'A postmenopausal woman with a complex mass, raised CA-125 and a fixed, irregular pelvic mass should be operated on by a gynecologic oncologist, whose complete staging and cytoreduction improve survival.',
      },
      {
        text: 'Oral contraceptive suppression',
        why: 'Hormonal suppression of presumed functional cysts is ineffective even in premenopausal women, and functional cysts do not occur after menopause.',
      },
      {
        text: 'Positron emission tomography',
        why: 'PET adds little to CT in the initial evaluation of a suspected ovarian cancer and would delay definitive surgery.',
      },
      {
        text: 'Repeat ultrasonography in 6 weeks',
        why: 'Short-interval follow-up suits a simple or probably benign cyst; a solid, vascular mass with papillary projections and a CA-125 of 412 U/mL needs surgery.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Bloating, early satiety, urinary frequency and weight loss in a postmenopausal woman, with a fixed, irregular adnexal mass, a complex sonographic appearance (solid areas, thick septations, papillary projections, internal blood flow) and a markedly raised CA-125, strongly suggest epithelial ovarian cancer. Diagnosis is made surgically, not by needle biopsy. Referral to a gynecologic oncologist for surgical staging and cytoreduction is the key step, because outcomes are better when the first operation is done by a specialist.',
    objective: 'Refer a postmenopausal woman with a suspicious adnexal mass and raised CA-125 to a gynecologic oncologist.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Postmenopausal complex adnexal mass with raised CA-125: refer to gynecologic oncology for surgical staging; do not biopsy through the skin.',
  },
  {
    id: 'obgyn-q-hpv-p16-retinoblastoma',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cervical carcinoma: HPV oncogenesis',
    stem: 'A 41-year-old woman comes to the clinic because of bleeding after intercourse for 3 months. Her last cervical cancer screening was 12 years ago. She has smoked one pack of cigarettes daily for 20 years. Pulse is 78/min, and blood pressure is 124/78 mm Hg. Speculum examination shows a 2-cm friable, exophytic lesion on the anterior lip of the cervix that bleeds on contact. Biopsy of the lesion shows invasive squamous cell carcinoma. On immunohistochemistry, the tumor cells show strong, diffuse nuclear and cytoplasmic staining for p16, and HPV type 16 DNA is detected in the tumor.',
    leadIn: 'The p16 staining pattern most directly reflects which of the following viral actions?',
    options: [
      {
        text: 'E6-mediated degradation of p53',
        why: 'E6 targets p53 for ubiquitin-mediated degradation, removing a checkpoint and apoptosis; this contributes to transformation but does not cause p16 to accumulate.',
      },
      {
        text: 'E6-mediated telomerase activation',
        why: 'E6 also activates telomerase, allowing unlimited replication; this does not involve the Rb pathway that controls p16.',
      },
      {
        text: 'E7-mediated inactivation of Rb',
        why: 'E7 binds and inactivates the retinoblastoma protein, releasing E2F to drive S-phase entry; loss of Rb function removes the feedback that normally represses p16, so p16 accumulates in the cells.',
      },
      {
        text: 'Reverse transcription of viral RNA',
        why: 'Reverse transcription is part of the replication of retroviruses and hepatitis B virus; HPV is a DNA virus that does not use it.',
      },
      {
        text: 'Viral LMP1 mimicry of CD40 signaling',
        why: 'Latent membrane protein 1 is an Epstein-Barr virus oncoprotein that drives B-cell proliferation; it is not made by HPV.',
      },
    ],
    answerIndex: 2,
    rationale:
      'High-risk HPV types (16 and 18) cause most cervical squamous carcinomas. After integration of the viral genome, which often disrupts the E2 repressor gene, the E6 and E7 oncoproteins are overexpressed. E7 inactivates Rb, freeing E2F and pushing cells through the G1/S checkpoint. The cyclin-dependent kinase inhibitor p16 normally rises when Rb is lost, but it cannot stop the cycle because Rb is already inactivated. Strong, diffuse ("block") p16 staining therefore serves as a surrogate marker of transforming high-risk HPV infection in cervical lesions.',
    objective: 'Explain diffuse p16 staining in cervical carcinoma as a consequence of E7 inactivation of Rb.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'High-risk HPV: E6 degrades p53, E7 inactivates Rb; diffuse p16 staining marks E7-driven transformation.',
  },
  {
    id: 'obgyn-q-lynch-syndrome-endometrial-cancer',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Endometrial carcinoma: hereditary risk',
    stem: 'A 44-year-old woman, gravida 0, comes to the clinic to discuss the results of an endometrial biopsy performed because of heavy, irregular menstrual bleeding for 6 months. The biopsy shows endometrioid adenocarcinoma. Her periods had been regular every 28 days until this year. She has never used hormonal contraception, hormone therapy or tamoxifen. Her father was diagnosed with colon cancer at age 46 years, and his sister had endometrial cancer at age 50 years. Pulse is 74/min, blood pressure is 118/76 mm Hg, and BMI is 22 kg/m². Physical examination, including pelvic examination, shows no abnormalities.',
    leadIn: 'Which of the following most likely predisposed her to this cancer?',
    options: [
      {
        text: 'Chronic anovulation',
        why: 'Anovulation (for example from polycystic ovary syndrome) exposes the endometrium to unopposed estrogen, but her cycles were regular.',
      },
      {
        text: 'Germline APC variant',
        why: 'Familial adenomatous polyposis causes hundreds of colon polyps and early colon cancer; endometrial cancer is not part of it.',
      },
      {
        text: 'Germline BRCA1 variant',
        why: 'BRCA1 variants predispose to breast, ovarian and tubal cancer; they do not substantially raise the risk of endometrioid endometrial cancer.',
      },
      {
        text: 'Germline mismatch repair defect',
        why: 'Lynch syndrome, caused by an inherited variant in MLH1, MSH2, MSH6 or PMS2, gives a lifetime endometrial cancer risk of up to about 60%, similar to its colon cancer risk, and often presents before 50 years.',
      },
      {
        text: 'Peripheral estrogen excess from obesity',
        why: 'Aromatization of androgens in adipose tissue is the leading risk factor for endometrial cancer overall, but her BMI is 22 kg/m².',
      },
    ],
    answerIndex: 3,
    rationale:
      'Endometrial cancer before 50 years in a woman of normal weight with regular cycles and no exogenous estrogen, with colon cancer and endometrial cancer in relatives on one side of the family at young ages, suggests Lynch syndrome (hereditary nonpolyposis colorectal cancer), an autosomal dominant defect in DNA mismatch repair. Endometrial cancer is often the first cancer in affected women. All endometrial cancers are now tested for mismatch repair protein loss or microsatellite instability, followed by germline testing. Carriers need colonoscopy every 1 to 2 years and are offered hysterectomy with salpingo-oophorectomy after childbearing.',
    objective: 'Recognize Lynch syndrome as the predisposition in early endometrial cancer with a family history of colon cancer.',
    task: 'risk-factor',
    steps: 2,
    takeHome: 'Endometrial cancer before 50 with relatives who had colon or endometrial cancer: Lynch syndrome (mismatch repair defect).',
  },
  {
    id: 'obgyn-q-vasomotor-symptoms-tamoxifen',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Vasomotor symptoms after breast cancer',
    stem: 'A 46-year-old woman comes to the clinic because of hot flashes about 10 times a day and night sweats that wake her several times a night for 4 months. Eight months ago she had a lumpectomy and radiation therapy for stage I, estrogen receptor-positive breast cancer, and she began tamoxifen 5 months ago. Her periods have become irregular. Dressing in layers, keeping her bedroom cool and avoiding alcohol have not helped. She has no depressed mood. Tamoxifen is her only medication. Pulse is 76/min, blood pressure is 122/76 mm Hg, and BMI is 25 kg/m². Examination shows healed surgical scars and no breast masses or lymphadenopathy.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy for her symptoms?',
    options: [
      {
        text: 'Conjugated estrogens',
        why: 'Estrogen is the most effective treatment for hot flashes but is contraindicated after hormone receptor-positive breast cancer because it may promote recurrence.',
      },
      {
        text: 'Fluoxetine',
        why: 'Fluoxetine strongly inhibits CYP2D6, which converts tamoxifen to its active metabolite endoxifen, so it should be avoided in women taking tamoxifen.',
      },
      {
        text: 'Paroxetine',
        why: 'Low-dose paroxetine is approved for hot flashes, but it is the strongest CYP2D6 inhibitor among antidepressants and may reduce the effectiveness of tamoxifen.',
      },
      {
        text: 'Raloxifene',
        why: 'Raloxifene, another selective estrogen receptor modulator, worsens hot flashes and should not be combined with tamoxifen.',
      },
      {
        text: 'Venlafaxine',
        why: 'Venlafaxine reduces hot flashes and barely inhibits CYP2D6, so it does not interfere with tamoxifen activation; it is a preferred nonhormonal choice in breast cancer survivors.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Tamoxifen blocks estrogen receptors in the hypothalamus and commonly causes or worsens hot flashes. Hormone therapy is contraindicated after estrogen receptor-positive breast cancer, so nonhormonal drugs are used: serotonin-norepinephrine or selective serotonin reuptake inhibitors, gabapentin or the neurokinin-3 receptor antagonist fezolinetant. Tamoxifen is a prodrug activated by CYP2D6 to endoxifen, so strong CYP2D6 inhibitors (paroxetine, fluoxetine) are avoided. Venlafaxine, which has minimal CYP2D6 inhibition, is an appropriate choice.',
    objective: 'Choose a nonhormonal treatment for hot flashes that does not inhibit CYP2D6 in a woman taking tamoxifen.',
    task: 'treatment',
    steps: 3,
    takeHome: 'Hot flashes on tamoxifen: venlafaxine (or gabapentin); avoid paroxetine and fluoxetine, which block CYP2D6 activation of tamoxifen.',
  },
  {
    id: 'obgyn-q-emergency-contraception',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Emergency contraception',
    stem: 'A 24-year-old woman comes to the clinic because a condom broke during intercourse 4 days ago, about 96 hours before this visit. Her last menstrual period began 12 days ago, and her cycles are regular every 28 days. She does not want to become pregnant and is interested in long-term contraception. She has had one male partner for 2 years, and testing for gonorrhea and chlamydia 1 month ago was negative. She has no medical conditions and takes no medications. Pulse is 74/min, blood pressure is 118/74 mm Hg, and BMI is 33 kg/m². Pelvic examination shows no abnormalities. Urine pregnancy test is negative.',
    leadIn: 'Which of the following is the most effective method of emergency contraception for her?',
    options: [
      {
        text: 'Combined estrogen-progestin pills',
        why: 'The Yuzpe method (high-dose combined pills) is the least effective emergency option and causes more nausea; it is used only when nothing else is available.',
      },
      {
        text: 'Copper intrauterine device',
        why: 'A copper device inserted within 5 days prevents more than 99% of pregnancies, is unaffected by body weight, and then provides highly effective contraception for years.',
      },
      {
        text: 'Depot medroxyprogesterone',
        why: 'A progestin injection is an ongoing contraceptive method; it has no emergency contraceptive effect on an act of intercourse that has already occurred.',
      },
      {
        text: 'Levonorgestrel 1.5 mg',
        why: 'A single dose of levonorgestrel works best within 72 hours, before the LH surge, and is less effective in women with a BMI of 30 kg/m² or more.',
      },
      {
        text: 'Ulipristal acetate',
        why: 'Ulipristal, a progesterone receptor modulator, works up to 5 days and is more effective than levonorgestrel, including in women with obesity, but it is less effective than an intrauterine device.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Close to ovulation, 4 days after unprotected intercourse and with a BMI of 33 kg/m², the most effective emergency contraception is an intrauterine device placed within 5 days: copper ions are toxic to sperm and ova and prevent fertilization and implantation. It also meets her wish for long-term contraception. If she declined an intrauterine device, ulipristal would be the best oral option. Her negative pregnancy test and recent negative gonorrhea and chlamydia testing allow insertion today.',
    objective: 'Choose the copper intrauterine device as the most effective emergency contraception, especially late or with obesity.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Emergency contraception: an IUD within 5 days is most effective; ulipristal beats levonorgestrel after 72 hours and with BMI 30 or more.',
  },
  {
    id: 'obgyn-q-progestin-only-pill-mechanism',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Progestin-only contraception: mechanism',
    stem: 'A 30-year-old woman, gravida 2, para 2, comes to the clinic 6 weeks after a vaginal delivery to discuss contraception. She is exclusively breastfeeding. She has migraine with a visual aura several times a year. She does not want an intrauterine device, an implant or injections and prefers a daily pill. Pulse is 72/min, blood pressure is 116/74 mm Hg, and BMI is 24 kg/m². Pelvic examination shows a normal, involuted uterus. Norethindrone 0.35 mg is prescribed, to be taken at the same time every day without a hormone-free interval.',
    leadIn: 'The contraceptive effect of this drug depends mainly on which of the following?',
    options: [
      {
        text: 'Antagonism of progesterone receptors',
        why: 'Progesterone receptor antagonism or modulation is the mechanism of mifepristone and ulipristal; norethindrone is a progesterone receptor agonist.',
      },
      {
        text: 'Estrogen-mediated suppression of FSH',
        why: 'Suppression of FSH and follicle development is the contribution of ethinyl estradiol in combined methods; this pill contains no estrogen, which is contraindicated in migraine with aura.',
      },
      {
        text: 'Inhibition of the midcycle LH surge',
        why: 'Suppressing the LH surge and ovulation is the main action of combined pills; low-dose norethindrone prevents ovulation in only about half of cycles.',
      },
      {
        text: 'Sterile endometrial inflammation',
        why: 'A sterile inflammatory reaction that is toxic to sperm and ova is how the copper intrauterine device works.',
      },
      {
        text: 'Thickening of cervical mucus',
        why: 'The progestin makes cervical mucus scant and thick within hours, blocking sperm penetration; because the effect wanes within about a day, the pill must be taken at the same time daily.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Migraine with aura raises the risk of ischemic stroke with estrogen, so combined hormonal methods are contraindicated, and a progestin-only pill is an appropriate choice that does not reduce milk supply. Norethindrone 0.35 mg works mainly by thickening cervical mucus; it also thins the endometrium and suppresses ovulation inconsistently. Its effect on mucus lasts only about 22 to 24 hours, so a pill taken more than 3 hours late requires backup contraception for 2 days. Newer drospirenone-only pills suppress ovulation more reliably and allow a longer window.',
    objective: 'Explain that the norethindrone progestin-only pill acts mainly by thickening cervical mucus.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Norethindrone progestin-only pill: acts mainly by thickening cervical mucus, so take it at the same time daily; combined pills act by blocking the LH surge.',
  },
  {
    id: 'obgyn-q-androgen-insensitivity-syndrome',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Primary amenorrhea: androgen insensitivity',
    stem: 'A 17-year-old girl comes to the clinic because she has never had a menstrual period. Breast development began at age 12 years. She is otherwise healthy and takes no medications. Her maternal aunt never menstruated and was told she could not have children. Her height is 175 cm, and her BMI is 21 kg/m². Pulse is 70/min, and blood pressure is 114/70 mm Hg. Breast development is Tanner stage 5, and pubic and axillary hair are sparse. The external genitalia appear female. The vagina is a short, blind pouch, and no cervix is seen. A firm, nontender 2-cm mass is palpable in each inguinal canal. Pelvic ultrasonography shows no uterus. Serum testosterone concentration is in the reference range for adult men, and serum LH concentration is elevated.',
    leadIn: 'Which of the following best explains these findings?',
    options: [
      {
        text: 'Androgen receptor dysfunction',
        why: 'In a 46,XY individual with nonfunctional androgen receptors, the testes make testosterone and anti-Müllerian hormone, but tissues cannot respond to androgen: the external genitalia are female, pubic and axillary hair are sparse, the uterus is absent, and breasts develop from aromatized testosterone.',
      },
      {
        text: 'Deficient 5-alpha-reductase activity',
        why: 'Without dihydrotestosterone a 46,XY infant has ambiguous genitalia, and puberty brings virilization through testosterone, with little breast development and normal pubic hair.',
      },
      {
        text: 'Deficient 21-hydroxylase activity',
        why: 'Congenital adrenal hyperplasia in a 46,XX girl causes virilization with a normal uterus and ovaries, not a blind vagina with inguinal gonads.',
      },
      {
        text: 'Gonadal dysgenesis with streak gonads',
        why: 'Streak gonads (as in Turner syndrome or 46,XY gonadal dysgenesis) make no sex steroids, so breasts do not develop without treatment; a uterus is present because no anti-Müllerian hormone was made.',
      },
      {
        text: 'Müllerian agenesis in a 46,XX female',
        why: 'Müllerian agenesis also causes amenorrhea with a blind vagina and absent uterus, but the ovaries function normally, so pubic hair is normal and testosterone is in the female range.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Primary amenorrhea with normal breasts but an absent uterus narrows the differential to Müllerian agenesis and androgen insensitivity. Sparse pubic and axillary hair, inguinal gonads, a testosterone in the male range and an affected maternal aunt (X-linked inheritance) indicate complete androgen insensitivity in a 46,XY individual. Because of a raised risk of gonadal germ cell tumors after puberty, the testes are usually removed once breast development is complete, followed by estrogen replacement; vaginal dilation can lengthen the vagina.',
    objective: 'Explain complete androgen insensitivity syndrome from primary amenorrhea, absent uterus, sparse hair and male-range testosterone.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Primary amenorrhea, breasts but no uterus: sparse hair with male-range testosterone means androgen insensitivity; normal hair and female testosterone means Müllerian agenesis.',
    table: {
      caption: 'Absent uterus with breast development',
      header: ['Feature', 'Androgen insensitivity', 'Müllerian agenesis'],
      rows: [
        ['Karyotype', '46,XY', '46,XX'],
        ['Pubic and axillary hair', 'Sparse or absent', 'Normal'],
        ['Testosterone', 'Male range', 'Female range'],
        ['Gonads', 'Testes (abdominal or inguinal)', 'Normal ovaries'],
      ],
    },
  },
  {
    id: 'obgyn-q-pcos-ovulation-induction',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Polycystic ovary syndrome: ovulation induction',
    stem: 'A 29-year-old woman, gravida 0, comes to the clinic because she has been unable to conceive for 14 months. Polycystic ovary syndrome was diagnosed 3 years ago, and her periods come every 2 to 4 months. Over the past 6 months she has lost 4% of her body weight with diet and exercise, but her cycles remain irregular, and midluteal serum progesterone measurements have shown no ovulation. Her husband\'s semen analysis is normal, and hysterosalpingography shows patent fallopian tubes. Serum TSH and prolactin concentrations are within the reference ranges. She takes a prenatal vitamin. Pulse is 76/min, blood pressure is 122/78 mm Hg, and BMI is 31 kg/m². There is mild hirsutism of the chin and lower abdomen. Urine pregnancy test is negative.',
    leadIn: 'The most appropriate first-line drug to induce ovulation acts by which of the following mechanisms?',
    options: [
      {
        text: 'Aromatase inhibition',
        why: 'Letrozole blocks conversion of androgens to estrogens; the fall in estrogen releases the hypothalamus and pituitary from negative feedback, so FSH rises and a follicle matures. In polycystic ovary syndrome it produces more live births than clomiphene.',
      },
      {
        text: 'Dopamine D2 receptor agonism',
        why: 'Cabergoline and bromocriptine restore ovulation in hyperprolactinemia; her prolactin is normal.',
      },
      {
        text: 'FSH receptor stimulation in the ovary',
        why: 'Injected gonadotropins are second-line because they carry higher risks of multiple pregnancy and ovarian hyperstimulation syndrome in polycystic ovaries.',
      },
      {
        text: 'Hypothalamic estrogen receptor antagonism',
        why: 'Clomiphene blocks hypothalamic estrogen receptors to raise gonadotropin release; it was the traditional choice but yields fewer live births than letrozole in polycystic ovary syndrome and has antiestrogenic effects on the endometrium and cervical mucus.',
      },
      {
        text: 'Reduction of hepatic glucose output',
        why: 'Metformin improves insulin resistance and may help cycles modestly, but it is less effective than letrozole for ovulation induction and is used mainly as an adjunct.',
      },
    ],
    answerIndex: 0,
    rationale:
      'She has anovulatory infertility from polycystic ovary syndrome, with normal tubes, normal semen and no thyroid or prolactin disorder. Weight loss has not restored ovulation, so ovulation induction is next, and letrozole is the first-line drug. Lowering estrogen production for 5 days early in the cycle removes estrogen negative feedback, increasing endogenous FSH. Compared with clomiphene, letrozole yields higher ovulation and live birth rates, fewer multiple pregnancies, and no antiestrogenic effect on the endometrium.',
    objective: 'Choose letrozole for ovulation induction in polycystic ovary syndrome and explain its mechanism.',
    task: 'mechanism',
    steps: 3,
    takeHome: 'Anovulatory infertility from PCOS: letrozole (aromatase inhibitor) is first-line; lower estrogen feedback raises FSH.',
  },
  {
    id: 'obgyn-q-pid-outpatient-treatment',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pelvic inflammatory disease: outpatient treatment',
    stem: 'A 21-year-old woman comes to the clinic because of lower abdominal pain for 3 days, with a new vaginal discharge and pain during intercourse. Her last menstrual period began 8 days ago. She has had two male sexual partners in the past 3 months and uses condoms inconsistently. She has no drug allergies. Temperature is 38.1°C, pulse is 92/min, and blood pressure is 116/72 mm Hg. There is bilateral lower quadrant tenderness without rebound or guarding. Speculum examination shows mucopurulent discharge from the cervical os. Bimanual examination shows cervical motion tenderness and bilateral adnexal tenderness without a mass. Urine pregnancy test is negative. Leukocyte count is 12,400/mm³. Transvaginal ultrasonography shows a normal uterus and ovaries and no fluid collection. She is not severely ill and is eating and drinking normally. Nucleic acid amplification tests for gonorrhea and chlamydia are sent.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Ceftriaxone and azithromycin as single doses',
        why: 'Short-course therapy is for uncomplicated cervicitis (where current CDC guidance prefers doxycycline to azithromycin for chlamydia); upper genital tract infection needs 14 days of therapy that also covers anaerobes.',
      },
      {
        text: 'Ceftriaxone, doxycycline and metronidazole',
        why: 'Intramuscular ceftriaxone once, then oral doxycycline and metronidazole for 14 days, covers Neisseria gonorrhoeae, Chlamydia trachomatis and the anaerobes of the vaginal flora and is the recommended outpatient regimen.',
      },
      {
        text: 'Fluconazole and metronidazole for 7 days',
        why: 'These drugs treat candidiasis and bacterial vaginosis or trichomoniasis; they miss gonorrhea and chlamydia.',
      },
      {
        text: 'Levofloxacin and metronidazole for 14 days',
        why: 'Fluoroquinolone regimens are an alternative only when a cephalosporin cannot be used and gonorrhea is unlikely, because of widespread gonococcal resistance.',
      },
      {
        text: 'Oral amoxicillin-clavulanate for 14 days',
        why: 'Amoxicillin-clavulanate does not reliably cover gonorrhea and does not cover chlamydia.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Pelvic or lower abdominal pain with cervical motion, uterine or adnexal tenderness in a sexually active young woman meets the minimum criteria for pelvic inflammatory disease; fever, mucopurulent discharge and leukocytosis support it. Treatment starts empirically without waiting for test results. She has no tubo-ovarian abscess, is not pregnant, is not severely ill and tolerates oral intake, so outpatient treatment is appropriate, with reassessment in 72 hours. Her partners from the past 60 days need testing and treatment, and she should avoid intercourse until treatment is complete.',
    objective: 'Treat mild to moderate pelvic inflammatory disease with ceftriaxone, doxycycline and metronidazole.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Outpatient PID: ceftriaxone 500 mg IM once plus 14 days of doxycycline and metronidazole; hospitalize for abscess, pregnancy, severe illness or failure.',
  },
  {
    id: 'obgyn-q-urgency-incontinence-beta3-agonist',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Urgency urinary incontinence in an older woman',
    stem: 'A 74-year-old woman comes to the clinic with her daughter for follow-up of urinary incontinence. For 1 year she has had sudden strong urges to urinate about 10 times a day, often leaking before she reaches the toilet, and she wakes three times a night to void. She does not leak when she coughs or lifts. Bladder training, timed voiding and less caffeine for 3 months helped little, so oxybutynin was started 6 weeks ago. Leakage has decreased, but she has a dry mouth and constipation, and her daughter says she has become forgetful and twice confused her medications. She also takes amlodipine for hypertension. Pulse is 72/min, and blood pressure is 132/80 mm Hg. The bladder is not palpable. Pelvic examination shows mild vaginal atrophy without prolapse. She scores 24 of 30 on a cognitive screening test. Postvoid residual volume is 40 mL. Urinalysis shows no abnormalities.',
    leadIn: 'Which of the following is the most appropriate replacement for oxybutynin?',
    options: [
      {
        text: 'Bethanechol',
        why: 'Bethanechol, a muscarinic agonist, increases detrusor contraction and was used for urinary retention from an underactive bladder; it would worsen urgency.',
      },
      {
        text: 'Desmopressin',
        why: 'Desmopressin reduces nocturnal urine production but causes hyponatremia, a particular risk in older adults, and does not treat daytime urgency.',
      },
      {
        text: 'Imipramine',
        why: 'Imipramine has anticholinergic and antiadrenergic effects, so it would add to her cognitive symptoms and cause orthostatic hypotension.',
      },
      {
        text: 'Mirabegron',
        why: 'Mirabegron, a beta-3 adrenergic agonist, relaxes the detrusor during filling without anticholinergic effects, so it treats urgency without worsening cognition; blood pressure is monitored.',
      },
      {
        text: 'Pseudoephedrine',
        why: 'Alpha-adrenergic agonists increase urethral sphincter tone and were used for stress incontinence; they do not relax the detrusor and raise blood pressure.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Urgency with leakage and nocturia without leakage on coughing is urgency incontinence from detrusor overactivity; her low postvoid residual excludes overflow. After behavioral therapy, drug treatment uses an antimuscarinic or a beta-3 agonist. Oxybutynin, a tertiary amine that crosses the blood-brain barrier, causes dry mouth, constipation and cognitive impairment and is on the Beers list of drugs to avoid in older adults. In a patient with new memory problems, a beta-3 agonist (mirabegron or vibegron) avoids anticholinergic burden. Vaginal estrogen may also help urgency in postmenopausal women.',
    objective: 'Replace an anticholinergic with a beta-3 agonist for urgency incontinence in an older woman with cognitive adverse effects.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Urgency incontinence in an older adult with anticholinergic side effects or cognitive decline: switch to a beta-3 agonist (mirabegron).',
  },
  {
    id: 'obgyn-q-ureteral-injury-hysterectomy',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Ureteral injury during hysterectomy',
    stem: 'A 46-year-old woman comes to the emergency department 3 days after a total abdominal hysterectomy for leiomyomas because of left flank pain, nausea and fever since yesterday. During the operation, brisk bleeding lateral to the cervix on the left side was controlled with several clamps and sutures. Temperature is 38.2°C, pulse is 98/min, and blood pressure is 126/78 mm Hg. There is left costovertebral angle tenderness. The incision is clean and dry. Serum creatinine concentration is 1.0 mg/dL. Urinalysis shows a few erythrocytes. CT urography shows left hydroureteronephrosis, with the dilated ureter ending abruptly about 2 cm lateral to the vaginal cuff; contrast does not pass beyond this point. The right ureter is normal.',
    leadIn: 'The ureter was most likely injured where it passes near which of the following structures?',
    options: [
      {
        text: 'Inferior epigastric artery',
        why: 'The inferior epigastric vessels lie in the anterior abdominal wall and can be injured by laparoscopic trocars; the ureter does not run near them.',
      },
      {
        text: 'Infundibulopelvic ligament',
        why: 'The ovarian vessels in this ligament cross near the ureter at the pelvic brim, the second common site of injury, well above the level of the vaginal cuff.',
      },
      {
        text: 'Round ligament',
        why: 'The round ligament runs from the uterine horn to the inguinal canal, anterior and lateral, away from the ureter.',
      },
      {
        text: 'Uterine artery',
        why: 'About 1.5 to 2 cm lateral to the cervix, at the level of the internal os, the ureter passes beneath the uterine artery ("water under the bridge"), where clamps placed to control bleeding can catch or kink it.',
      },
      {
        text: 'Utero-ovarian ligament',
        why: 'The utero-ovarian ligament joins the ovary to the uterine horn, medial to the pelvic sidewall and away from the ureter.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Flank pain and fever a few days after hysterectomy with an obstructed ureter ending just lateral to the vaginal cuff indicate a ureteral ligation or crush injury. The pelvic ureter runs along the sidewall, then turns medially in the base of the broad (cardinal) ligament, passing beneath the uterine artery close to the cervix before entering the bladder. Clamping the uterine vessels, particularly while controlling bleeding, is the most common cause of ureteral injury in hysterectomy. Treatment is urinary diversion (nephrostomy or stent) and repair.',
    objective: 'Identify the crossing of the ureter beneath the uterine artery as the most common site of injury in hysterectomy.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'The ureter passes under the uterine artery ("water under the bridge") lateral to the cervix: the commonest site of injury in hysterectomy.',
  },
  {
    id: 'obgyn-q-adolescent-sti-confidentiality',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Adolescent confidentiality in sexual health care',
    stem: 'A 16-year-old girl comes to the clinic alone because she would like to be tested for sexually transmitted infections; she has had a new vaginal discharge for 1 week. She has had one male partner, who is 17 years old, for 4 months, and she says the relationship is consensual. She asks that her parents not be told, because they do not know that she is sexually active. She is covered by her parents\' health insurance. She has never been forced into sexual activity, feels safe at home and has no thoughts of self-harm. Temperature is 36.8°C, pulse is 74/min, and blood pressure is 108/68 mm Hg. Speculum examination shows a small amount of mucopurulent discharge from the cervical os.',
    leadIn: 'Which of the following is the most appropriate action by the physician?',
    options: [
      {
        text: 'Decline testing until she turns 18',
        why: 'Delaying care lets a likely infection progress to pelvic inflammatory disease and infect others; she can legally consent now.',
      },
      {
        text: 'Obtain parental consent before testing',
        why: 'Every US state allows minors to consent to diagnosis and treatment of sexually transmitted infections, precisely so that fear of disclosure does not keep them from care.',
      },
      {
        text: 'Report the relationship to child protective services',
        why: 'Mandatory reporting applies to suspected abuse, coercion or exploitation; a consensual relationship between a 16-year-old and a 17-year-old is generally not reportable.',
      },
      {
        text: 'Require her to inform her parents first',
        why: 'Physicians encourage adolescents to involve a trusted parent, but making care conditional on disclosure breaches confidentiality and deters her from seeking care.',
      },
      {
        text: 'Test and treat her confidentially',
        why: 'She may consent to testing and treatment herself, and her confidentiality is protected; the physician should still encourage parental involvement and explain that insurance statements may reveal the visit.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Adolescents may consent to confidential care for sexually transmitted infections in all states, and confidentiality is the basis of effective adolescent sexual health care. Confidentiality has limits: suspected abuse, exploitation or a risk of serious harm to herself or others must be disclosed or reported, and none is present here. The physician tests her (nucleic acid amplification tests for gonorrhea and chlamydia, with HIV and syphilis screening), treats her, discusses contraception and condoms, arranges partner treatment and discusses how billing may affect confidentiality.',
    objective: 'Provide confidential testing and treatment for sexually transmitted infections to a minor who consents.',
    task: 'ethics',
    steps: 1,
    takeHome: 'Minors can consent to confidential STI testing and treatment; breach confidentiality only for abuse, exploitation or serious risk of harm.',
  },
  {
    id: 'obgyn-q-vulvar-lichen-sclerosus',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Vulvar lichen sclerosus',
    stem: 'A 66-year-old woman comes to the clinic because of vulvar itching for 1 year, worse at night, and pain with intercourse for 6 months. Moisturizers and an over-the-counter antifungal cream have not helped. Her last menstrual period was at age 52 years, and she has never taken hormone therapy. She has hypothyroidism treated with levothyroxine. Pulse is 70/min, and blood pressure is 128/78 mm Hg. The skin of the labia and the perianal area is thin, white and finely wrinkled in a figure-of-eight pattern, with partial loss of the labia minora, narrowing of the introitus and several small fissures. There is no discrete mass, ulcer or induration, and the vaginal walls are not affected. A punch biopsy shows no dysplasia or malignancy.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Clobetasol ointment',
        why: 'An ultrapotent topical corticosteroid applied daily for several weeks and then tapered to maintenance relieves itching and halts scarring in lichen sclerosus.',
      },
      {
        text: 'Clotrimazole cream',
        why: 'Topical azoles treat vulvovaginal candidiasis, which causes itching with erythema and a thick discharge, not white atrophic plaques; an antifungal has already failed.',
      },
      {
        text: 'Conjugated estrogen cream',
        why: 'Vaginal estrogen treats genitourinary atrophy of menopause, which affects the vaginal mucosa; it does not treat this inflammatory skin disease.',
      },
      {
        text: 'Imiquimod cream',
        why: 'Imiquimod, an immune response modifier, treats anogenital warts and some vulvar intraepithelial neoplasia, which the biopsy excluded.',
      },
      {
        text: 'Testosterone ointment',
        why: 'Topical testosterone was once used for lichen sclerosus but is less effective than ultrapotent corticosteroids and causes virilizing effects.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Chronic vulvar itching and dyspareunia in a postmenopausal woman, with thin, white, crinkled skin around the vulva and anus in a figure-of-eight pattern, loss of labial architecture, introital narrowing and sparing of the vagina, is lichen sclerosus, a chronic inflammatory disorder linked to autoimmune diseases such as thyroiditis. Treatment is an ultrapotent topical corticosteroid such as clobetasol propionate 0.05% ointment, followed by long-term maintenance. Because the risk of vulvar squamous cell carcinoma is raised, she needs lifelong follow-up, with biopsy of any persistent ulcer, thickening or mass.',
    objective: 'Treat vulvar lichen sclerosus with an ultrapotent topical corticosteroid and arrange lifelong surveillance.',
    task: 'treatment',
    steps: 2,
    takeHome: 'White, thin, crinkled vulvar and perianal skin with itching: lichen sclerosus; clobetasol ointment and lifelong surveillance for squamous cell carcinoma.',
  },
  {
    id: 'obgyn-q-endometrial-hyperplasia-without-atypia',
    category: 'Obstetrics & Gynecology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Endometrial hyperplasia without atypia',
    stem: 'A 46-year-old woman, gravida 2, para 2, comes to the clinic to discuss the results of an endometrial biopsy. For 6 months she has had irregular, heavy bleeding every 2 to 5 weeks, sometimes lasting 10 days. She has type 2 diabetes mellitus and hypertension treated with metformin and lisinopril. She had a tubal ligation 10 years ago. Pulse is 80/min, blood pressure is 132/82 mm Hg, and BMI is 38 kg/m². Pelvic examination shows a normal-sized uterus without masses. Urine pregnancy test is negative, serum TSH concentration is 2.1 μU/mL, and hemoglobin concentration is 11.6 g/dL. Transvaginal ultrasonography shows a normal-sized uterus without focal lesions and an endometrial thickness of 12 mm. The biopsy shows endometrial hyperplasia without atypia. She would prefer to avoid surgery.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Conjugated estrogen therapy',
        why: 'Unopposed estrogen causes endometrial hyperplasia; adding it would worsen her condition.',
      },
      {
        text: 'Endometrial ablation',
        why: 'Ablation treats heavy bleeding with a benign endometrium; in hyperplasia it leaves islands of endometrium behind scar tissue, which can hide a later cancer.',
      },
      {
        text: 'Intrauterine levonorgestrel',
        why: 'A levonorgestrel intrauterine device delivers progestin directly to the endometrium, opposes estrogen-driven proliferation, controls bleeding and produces higher regression rates than oral progestins.',
      },
      {
        text: 'Tamoxifen therapy',
        why: 'Tamoxifen is a partial estrogen agonist in the endometrium and itself causes hyperplasia, polyps and carcinoma.',
      },
      {
        text: 'Total hysterectomy',
        why: 'Hysterectomy is recommended for atypical hyperplasia (endometrial intraepithelial neoplasia) in women who have completed childbearing; for hyperplasia without atypia it is reserved for failed medical therapy or patient preference, and she wishes to avoid surgery.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Obesity causes chronic exposure to estrogen from peripheral aromatization, often with anovulatory cycles, which stimulates the endometrium without the protective effect of progesterone; the result is irregular heavy bleeding and hyperplasia. Without atypia, progression to carcinoma is uncommon, and progestin therapy is first-line, with the levonorgestrel intrauterine device preferred. Endometrial sampling is repeated every 3 to 6 months until regression, and weight loss reduces the ongoing risk.',
    objective: 'Treat endometrial hyperplasia without atypia with a levonorgestrel intrauterine device.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Endometrial hyperplasia without atypia: progestin, preferably a levonorgestrel IUD, with repeat sampling; atypia in a woman done with childbearing means hysterectomy.',
  },
];
