import type { TopicNote } from '../types';

export const notes: readonly TopicNote[] = [
  {
    id: 'obgyn-ectopic-pregnancy',
    title: 'Ectopic Pregnancy',
    category: 'Obstetrics & Gynecology',
    keywords: ['ectopic', 'tubal pregnancy', 'ruptured ectopic', 'pregnancy of unknown location', 'methotrexate', 'beta-hCG'],
    definition:
      'Implantation of a pregnancy outside the uterine cavity, most often in the ampulla of the fallopian tube. Risk factors: prior ectopic pregnancy, pelvic inflammatory disease, tubal surgery, assisted reproduction, pregnancy with an IUD in place, smoking.',
    keyFindings: [
      'Missed period, pelvic or abdominal pain and vaginal bleeding, typically around 6-8 weeks after the last period.',
      'Adnexal tenderness or mass, cervical motion tenderness.',
      'Rupture: hypotension, tachycardia, peritoneal signs, shoulder-tip pain from hemoperitoneum.',
      'Serial quantitative beta-hCG that rises more slowly than expected or plateaus.',
    ],
    diagnosis:
      'Quantitative serum beta-hCG plus transvaginal ultrasound. No intrauterine pregnancy with beta-hCG above the discriminatory level (about 1500-3500 mIU/mL, depending on the institution) is highly suspicious; an extrauterine gestational sac with a yolk sac or embryo confirms it. Pregnancy of unknown location is followed with serial beta-hCG and ultrasound.',
    management:
      'Unstable or ruptured: resuscitation and emergency surgery (usually laparoscopic salpingectomy). Stable, unruptured, reliable follow-up and no contraindications: methotrexate (best with low beta-hCG, e.g., 5000 mIU/mL or less, and no embryonic cardiac activity), following beta-hCG to undetectable; otherwise laparoscopic surgery. Give anti-D immune globulin if Rh-negative.',
    pharmacology:
      'Methotrexate inhibits dihydrofolate reductase, stopping trophoblast division. Contraindications: intrauterine pregnancy, hemodynamic instability or rupture, breastfeeding, significant liver, kidney or blood disorders, immunodeficiency, active lung disease or peptic ulcer. Adverse effects: stomatitis, GI upset, raised transaminases, transient abdominal pain. With the single-dose regimen, beta-hCG should fall at least 15% between days 4 and 7.',
    dontMiss:
      'Check a pregnancy test in every patient of reproductive age with abdominal pain, bleeding or syncope. Ruptured ectopic is a leading cause of first-trimester maternal death. Heterotopic pregnancy (simultaneous intrauterine and ectopic) is more likely after assisted reproduction.',
  },
  {
    id: 'obgyn-preeclampsia',
    title: 'Preeclampsia, Eclampsia and HELLP Syndrome',
    category: 'Obstetrics & Gynecology',
    keywords: ['preeclampsia', 'pre-eclampsia', 'eclampsia', 'HELLP', 'toxemia', 'hypertension in pregnancy', 'magnesium sulfate'],
    definition:
      'New hypertension (140/90 or higher on two readings at least 4 hours apart) after 20 weeks of gestation with proteinuria or, without proteinuria, signs of end-organ dysfunction. Eclampsia adds new-onset seizures; HELLP syndrome is hemolysis, elevated liver enzymes and low platelets.',
    keyFindings: [
      'Proteinuria: 300 mg or more in 24 hours, or protein/creatinine ratio 0.3 or higher.',
      'Severe features: BP 160/110 or higher, platelets below 100,000, transaminases twice normal or more or severe RUQ or epigastric pain, creatinine above 1.1 mg/dL or doubled, pulmonary edema, new headache or visual disturbances.',
      'Risk factors: nulliparity, prior preeclampsia, chronic hypertension, pregestational diabetes, multifetal gestation, obesity, kidney disease, lupus or antiphospholipid syndrome, IVF.',
      'Can first appear postpartum, up to about 6 weeks after delivery.',
    ],
    diagnosis:
      'Repeated blood pressure measurement plus urine protein/creatinine ratio (or 24-hour urine protein); CBC with platelets, creatinine and liver enzymes, plus LDH and a blood smear when HELLP is suspected.',
    management:
      'Delivery is the definitive treatment: at 37 weeks without severe features (with close maternal and fetal monitoring until then); with severe features, deliver at 34 weeks or later, or earlier if the mother or fetus is unstable, using antenatal corticosteroids when preterm. Treat severe-range BP promptly (ideally within 30-60 minutes). Magnesium sulfate for seizure prophylaxis with severe features and for eclampsia.',
    pharmacology:
      'Acute severe hypertension: IV labetalol, IV hydralazine or oral immediate-release nifedipine. Magnesium sulfate: 4-6 g IV load, then 1-2 g/h; toxicity causes loss of deep tendon reflexes first, then respiratory depression and cardiac arrest, and is reversed with calcium gluconate; it is renally cleared. Prevention: low-dose aspirin (81 mg daily) from 12-28 weeks (ideally before 16) in high-risk patients. ACE inhibitors and ARBs are contraindicated in pregnancy.',
    dontMiss:
      'Eclampsia, HELLP, placental abruption, DIC, pulmonary edema, stroke and hepatic hematoma or rupture. A postpartum patient with severe headache needs a BP check. Acute fatty liver of pregnancy can mimic HELLP.',
  },
  {
    id: 'obgyn-gestational-diabetes',
    title: 'Gestational Diabetes Mellitus',
    category: 'Obstetrics & Gynecology',
    keywords: ['GDM', 'gestational diabetes', 'diabetes in pregnancy', 'glucose challenge test', 'OGTT', 'macrosomia'],
    definition:
      'Glucose intolerance first recognized in the second or third trimester, driven by placental hormones (such as human placental lactogen) that increase insulin resistance.',
    keyFindings: [
      'Usually asymptomatic and found on screening at 24-28 weeks.',
      'Risk factors: obesity, prior GDM, prior macrosomic infant, family history of diabetes, PCOS, high-risk ethnic groups.',
      'Fetal and neonatal effects: macrosomia, shoulder dystocia, polyhydramnios, neonatal hypoglycemia, hyperbilirubinemia.',
      'Maternal effects: higher risk of preeclampsia, cesarean delivery and later type 2 diabetes.',
    ],
    diagnosis:
      'Screen at 24-28 weeks (earlier if high risk). Two-step approach: 1-hour 50-g glucose challenge test (positive at 130-140 mg/dL, by center), confirmed by a 3-hour 100-g OGTT with 2 or more abnormal values. One-step alternative: 2-hour 75-g OGTT.',
    management:
      'Medical nutrition therapy and exercise first. If targets are not met (fasting below 95 mg/dL, 1-hour postprandial below 140 or 2-hour below 120), insulin is the preferred drug. Deliver at 39 0/7 to 40 6/7 weeks if diet-controlled and 39 0/7 to 39 6/7 weeks if well controlled on medication. Screen with a 75-g 2-hour OGTT at 4-12 weeks postpartum, then every 1-3 years.',
    pharmacology:
      'Insulin does not cross the placenta. Metformin and glyburide cross the placenta and are second-line alternatives with less long-term safety data.',
    dontMiss:
      'HbA1c of 6.5% or more (or fasting glucose 126 or more) at the first visit indicates pregestational (overt) diabetes, which carries a risk of congenital anomalies (cardiac defects, neural tube defects, caudal regression). Shoulder dystocia and neonatal hypoglycemia.',
  },
  {
    id: 'obgyn-placenta-previa',
    title: 'Placenta Previa',
    category: 'Obstetrics & Gynecology',
    keywords: ['placenta previa', 'painless vaginal bleeding', 'low-lying placenta', 'third trimester bleeding', 'antepartum hemorrhage'],
    definition:
      'A placenta that covers the internal cervical os; a low-lying placenta has its edge within 2 cm of the os. Risk factors: prior cesarean or uterine surgery, prior previa, multiparity, advanced maternal age, multifetal gestation, smoking.',
    keyFindings: [
      'Painless, bright-red vaginal bleeding in the second half of pregnancy, sometimes after intercourse.',
      'Soft, nontender uterus; the fetal heart tracing is usually reassuring.',
      'Often found on the routine mid-pregnancy ultrasound; many low placentas move away from the os by the third trimester.',
      'Previa with a prior cesarean carries a high risk of placenta accreta spectrum.',
    ],
    diagnosis:
      'Transvaginal ultrasound is safe and the most accurate test to locate the placenta; no digital cervical examination until previa is excluded. A previa found mid-pregnancy is rechecked by ultrasound at about 32 weeks.',
    management:
      'Stable with no bleeding: avoid intercourse and plan cesarean delivery at 36 0/7 to 37 6/7 weeks. Bleeding: hospitalize, large-bore IV access, type and crossmatch, antenatal corticosteroids if preterm, and anti-D immune globulin if Rh-negative. Heavy bleeding or fetal compromise: emergency cesarean delivery.',
    dontMiss:
      'Never do a digital vaginal examination before excluding previa. Screen for placenta accreta spectrum when there is a prior cesarean. Vasa previa: bleeding at rupture of membranes with rapid fetal bradycardia (fetal blood loss). Painful bleeding with a tender uterus suggests abruption.',
  },
  {
    id: 'obgyn-placental-abruption',
    title: 'Placental Abruption',
    category: 'Obstetrics & Gynecology',
    keywords: ['abruptio placentae', 'placental abruption', 'painful vaginal bleeding', 'concealed hemorrhage', 'Couvelaire uterus'],
    definition:
      'Premature separation of a normally implanted placenta from the uterine wall before delivery. Risk factors: hypertension and preeclampsia, cocaine use, smoking, abdominal trauma, prior abruption, preterm rupture of membranes, sudden uterine decompression.',
    keyFindings: [
      'Painful vaginal bleeding, which may be concealed behind the placenta, with abdominal or back pain.',
      'Tender, firm uterus with frequent, high-tone contractions.',
      'Fetal heart rate abnormalities (late decelerations, bradycardia) or fetal death.',
      'Maternal shock or DIC (low fibrinogen) out of proportion to visible bleeding.',
    ],
    diagnosis:
      'Clinical diagnosis. Ultrasound is insensitive (a normal scan does not exclude abruption) but excludes previa. Check CBC, coagulation studies and fibrinogen, and type and crossmatch; Kleihauer-Betke testing sizes fetomaternal hemorrhage in Rh-negative patients. Placental examination after delivery confirms it.',
    management:
      'Maternal instability or nonreassuring fetal status: resuscitation with blood products and urgent delivery, usually by cesarean (vaginal delivery if imminent or the fetus has died). Stable, mild, preterm: close maternal and fetal monitoring and antenatal corticosteroids. Anti-D immune globulin if Rh-negative.',
    dontMiss:
      'DIC, hemorrhagic shock and fetal death. After even minor abdominal trauma in pregnancy, monitor the fetus continuously for at least 4 hours. Postpartum hemorrhage from uterine atony (Couvelaire uterus).',
  },
  {
    id: 'obgyn-postpartum-hemorrhage',
    title: 'Postpartum Hemorrhage',
    category: 'Obstetrics & Gynecology',
    keywords: ['PPH', 'postpartum bleeding', 'uterine atony', '4 Ts', 'obstetric hemorrhage', 'tranexamic acid'],
    definition:
      'Cumulative blood loss of 1000 mL or more, or any blood loss with signs or symptoms of hypovolemia, within 24 hours after birth regardless of route of delivery; a leading cause of maternal death worldwide.',
    keyFindings: [
      'Causes (4 Ts): tone (uterine atony, the most common), trauma (lacerations, hematoma, uterine rupture or inversion), tissue (retained placenta, accreta), thrombin (coagulopathy).',
      'Atony: soft, boggy, enlarged uterus.',
      'Atony risk factors: overdistended uterus (twins, macrosomia, polyhydramnios), prolonged or rapid labor, chorioamnionitis, prolonged oxytocin, magnesium, high parity.',
      'Tachycardia and hypotension can appear late because of the expanded blood volume of pregnancy.',
    ],
    diagnosis:
      'Clinical: quantify blood loss, perform a bimanual examination for uterine tone, inspect the genital tract for lacerations, examine the placenta for missing parts and use ultrasound for retained tissue. Labs: CBC, coagulation studies, fibrinogen, type and crossmatch.',
    management:
      'Call for help, establish large-bore IV access, give fluids and blood (activate the massive transfusion protocol if needed), perform bimanual uterine massage and give uterotonics, starting with oxytocin, plus tranexamic acid. If bleeding continues: intrauterine balloon tamponade, uterine artery embolization, surgery (compression sutures, vessel ligation) and hysterectomy as a last resort.',
    pharmacology:
      'Oxytocin is first-line (also given routinely after delivery to prevent PPH). Methylergonovine: contraindicated in hypertension and preeclampsia. Carboprost (15-methyl PGF2-alpha): contraindicated in asthma. Misoprostol (PGE1): fever, shivering. Tranexamic acid 1 g IV over 10 minutes within 3 hours of birth (antifibrinolytic), repeated once if bleeding continues.',
    dontMiss:
      'Uterine inversion: replace the uterus before removing the placenta and hold uterotonics until it is reduced. Placenta accreta spectrum, DIC and amniotic fluid embolism. Sheehan syndrome (pituitary necrosis) presents later with failure to lactate.',
  },
  {
    id: 'obgyn-polycystic-ovary-syndrome',
    title: 'Polycystic Ovary Syndrome',
    category: 'Obstetrics & Gynecology',
    keywords: ['PCOS', 'polycystic ovaries', 'hirsutism', 'irregular periods', 'anovulation', 'Stein-Leventhal syndrome'],
    definition:
      'A common endocrine disorder of reproductive-age women, diagnosed with 2 of 3 Rotterdam criteria (oligo- or anovulation, clinical or biochemical hyperandrogenism, polycystic ovarian morphology) after excluding other causes.',
    keyFindings: [
      'Irregular or absent periods and infertility.',
      'Hirsutism, acne and androgenic hair loss.',
      'Obesity, insulin resistance and acanthosis nigricans.',
      'Raised total or free testosterone; ultrasound shows many small peripheral follicles or enlarged ovaries.',
    ],
    diagnosis:
      'Clinical diagnosis by Rotterdam criteria (ovarian ultrasound criteria are not used within 8 years of menarche). Exclude mimics with pregnancy test, TSH, prolactin and 17-hydroxyprogesterone (nonclassic congenital adrenal hyperplasia), and measure testosterone. Screen for metabolic disease with an OGTT or HbA1c and a lipid panel.',
    management:
      'Lifestyle change and weight loss. Not seeking pregnancy: combined oral contraceptives (regulate cycles, lower androgens, protect the endometrium), spironolactone for hirsutism (with contraception), metformin for metabolic features. Seeking pregnancy: letrozole is first-line for ovulation induction, with clomiphene as an alternative.',
    pharmacology:
      'Combined oral contraceptives suppress LH-driven ovarian androgen production and raise SHBG. Spironolactone blocks androgen receptors; teratogenic (feminization of a male fetus) and can cause hyperkalemia. Letrozole (aromatase inhibitor) lowers estrogen feedback and raises FSH. Metformin improves insulin sensitivity.',
    dontMiss:
      'Endometrial hyperplasia and cancer from unopposed estrogen with chronic anovulation. Type 2 diabetes, dyslipidemia, obstructive sleep apnea, fatty liver disease and depression. Rapid-onset virilization suggests an androgen-secreting ovarian or adrenal tumor.',
  },
  {
    id: 'obgyn-endometriosis',
    title: 'Endometriosis',
    category: 'Obstetrics & Gynecology',
    keywords: ['endometriosis', 'painful periods', 'dysmenorrhea', 'chocolate cyst', 'endometrioma', 'dyspareunia'],
    definition:
      'Estrogen-dependent growth of endometrial-like glands and stroma outside the uterus (ovaries, pelvic peritoneum, uterosacral ligaments, rectovaginal septum), causing chronic pelvic pain and infertility.',
    keyFindings: [
      'Cyclic pelvic pain, secondary dysmenorrhea, deep dyspareunia, painful defecation.',
      'Infertility.',
      'Examination: uterosacral nodularity, fixed retroverted uterus, adnexal mass (endometrioma).',
      'Ultrasound may show an endometrioma ("chocolate cyst") with homogeneous ground-glass echoes.',
    ],
    diagnosis:
      'Often a clinical diagnosis supported by pelvic ultrasound, which detects endometriomas; laparoscopy with biopsy is definitive but is not required before starting empiric treatment.',
    management:
      'First-line: NSAIDs plus hormonal suppression (combined hormonal contraceptives or progestins). Second-line: GnRH agonists or antagonists with add-back therapy. Laparoscopic excision or ablation for refractory pain, endometriomas or infertility.',
    pharmacology:
      'GnRH agonists (e.g., leuprolide) given continuously suppress FSH and LH, creating a low-estrogen state: hot flashes and bone loss, reduced with add-back hormone therapy. Elagolix is an oral GnRH antagonist.',
    dontMiss:
      'Adenomyosis (enlarged, boggy, tender uterus with heavy periods), pelvic inflammatory disease, ovarian torsion of an endometrioma. Endometriomas are associated with a small increase in endometrioid and clear cell ovarian cancer.',
  },
  {
    id: 'obgyn-ovarian-torsion',
    title: 'Ovarian Torsion',
    category: 'Obstetrics & Gynecology',
    keywords: ['adnexal torsion', 'ovarian torsion', 'twisted ovary', 'sudden pelvic pain', 'whirlpool sign'],
    definition:
      'Twisting of the ovary, often with the fallopian tube, on its supporting ligaments, cutting off blood flow; usually involves an enlarged ovary (cyst or mass, commonly 5 cm or more) and is more likely during ovarian stimulation and pregnancy.',
    keyFindings: [
      'Sudden, severe, unilateral lower abdominal or pelvic pain, often with nausea and vomiting; may be intermittent with partial torsion.',
      'Tender adnexal mass.',
      'Fever and leukocytosis suggest necrosis.',
    ],
    diagnosis:
      'Pregnancy test, then pelvic (transvaginal) ultrasound with Doppler: enlarged edematous ovary, an ovarian mass, twisted pedicle (whirlpool sign). Normal Doppler flow does not exclude torsion. Laparoscopy confirms the diagnosis.',
    management:
      'Emergency laparoscopy with detorsion, preserving the ovary even if it looks dark, plus cystectomy as needed. Oophorectomy only if the ovary is clearly necrotic or malignancy is suspected (e.g., postmenopausal).',
    dontMiss:
      'Ectopic pregnancy, appendicitis, ruptured hemorrhagic cyst and tubo-ovarian abscess. Delay in surgery risks loss of the ovary.',
  },
  {
    id: 'obgyn-rh-alloimmunization',
    title: 'Rh (D) Alloimmunization',
    category: 'Obstetrics & Gynecology',
    keywords: ['Rh incompatibility', 'RhoGAM', 'anti-D immune globulin', 'hemolytic disease of the fetus and newborn', 'erythroblastosis fetalis', 'Kleihauer-Betke'],
    definition:
      'Maternal antibody formation against fetal red cell antigens (classically RhD) after fetomaternal hemorrhage in an Rh-negative mother carrying an Rh-positive fetus; in later pregnancies the IgG crosses the placenta and causes fetal hemolysis.',
    keyFindings: [
      'The first affected pregnancy is usually spared; later Rh-positive fetuses are at risk.',
      'Fetal anemia, hydrops fetalis (skin edema, ascites, effusions, heart failure), neonatal jaundice.',
      'Sensitizing events: delivery, miscarriage, abortion, ectopic pregnancy, amniocentesis or chorionic villus sampling, abdominal trauma, antepartum bleeding, external cephalic version.',
    ],
    diagnosis:
      'Blood type, Rh status and antibody screen at the first prenatal visit. If anti-D is present, follow titers; at or above the critical titer (often 1:16), monitor for fetal anemia with middle cerebral artery peak systolic velocity Doppler; fetal blood sampling confirms anemia. Kleihauer-Betke test or flow cytometry quantifies fetomaternal hemorrhage to dose anti-D.',
    management:
      'Prevention in unsensitized Rh-negative patients: anti-D immune globulin at about 28 weeks, within 72 hours of delivery of an Rh-positive infant, and after sensitizing events. Sensitized pregnancy with fetal anemia: intrauterine transfusion and planned delivery.',
    pharmacology:
      'Anti-D immune globulin clears fetal Rh-positive cells before the mother mounts an immune response; the standard 300 mcg dose covers about 30 mL of fetal whole blood. It does not help once the mother is already sensitized.',
    dontMiss:
      'A positive anti-D antibody screen means sensitization has already occurred. ABO incompatibility (group O mother, group A or B infant) causes milder hemolysis and can affect the first pregnancy.',
  },
  {
    id: 'obgyn-preterm-labor',
    title: 'Preterm Labor',
    category: 'Obstetrics & Gynecology',
    keywords: ['preterm labor', 'premature labor', 'preterm birth', 'tocolysis', 'antenatal corticosteroids', 'short cervix'],
    definition:
      'Regular uterine contractions with cervical change (dilation and/or effacement) before 37 0/7 weeks of gestation.',
    keyFindings: [
      'Contractions, pelvic pressure, low back pain, change in vaginal discharge or spotting.',
      'Cervical dilation or effacement on examination.',
      'Risk factors: prior spontaneous preterm birth (strongest), short cervix, multifetal gestation, infection, smoking, uterine anomalies.',
    ],
    diagnosis:
      'Sterile speculum examination to exclude rupture of membranes, cervical examination and transvaginal cervical length; a negative fetal fibronectin test makes delivery within 7-14 days unlikely. Test for group B Streptococcus, urinary tract infection and sexually transmitted infections.',
    management:
      'At 24-34 weeks: antenatal corticosteroids (betamethasone), short-term tocolysis for up to 48 hours to complete the steroid course, magnesium sulfate for fetal neuroprotection before 32 weeks, and GBS prophylaxis if status is positive or unknown. Prevention: vaginal progesterone for a short cervix (20 mm or less) without prior preterm birth; cerclage for a prior spontaneous preterm birth with a cervix shorter than 25 mm before 24 weeks.',
    pharmacology:
      'Tocolytics: nifedipine (calcium channel blocker; hypotension), indomethacin (NSAID; only before 32 weeks because of premature ductus arteriosus closure and oligohydramnios), terbutaline (beta-agonist; tachycardia, not for prolonged use). Betamethasone reduces neonatal respiratory distress syndrome, intraventricular hemorrhage, necrotizing enterocolitis and death.',
    dontMiss:
      'Tocolysis is contraindicated with chorioamnionitis, placental abruption, fetal demise, nonreassuring fetal status, severe preeclampsia or maternal instability. Look for infection (including intra-amniotic infection) as a trigger.',
  },
  {
    id: 'obgyn-cervical-cancer-screening',
    title: 'Cervical Cancer and Screening',
    category: 'Obstetrics & Gynecology',
    keywords: ['Pap smear', 'HPV', 'cervical dysplasia', 'CIN', 'cervical cancer', 'colposcopy', 'LEEP'],
    definition:
      'Cervical cancer, most often squamous cell carcinoma, develops from persistent high-risk HPV infection (especially types 16 and 18) through cervical intraepithelial neoplasia (CIN) at the transformation zone; it is largely preventable by HPV vaccination and screening.',
    keyFindings: [
      'Precancer is asymptomatic; cancer causes postcoital or irregular bleeding, watery or foul discharge and pelvic pain.',
      'Risk factors: early sexual activity, multiple partners, smoking, immunosuppression (e.g., HIV), lack of screening.',
      'Advanced disease: ureteral obstruction with hydronephrosis and kidney failure.',
    ],
    diagnosis:
      'Screening (USPSTF): cytology every 3 years at ages 21-29; at 30-65, primary high-risk HPV testing every 5 years, co-testing every 5 years or cytology alone every 3 years. Abnormal results are managed by ASCCP risk-based guidelines, usually colposcopy with biopsy, which confirms CIN or cancer. A visible cervical lesion is biopsied directly.',
    management:
      'CIN 2-3: excision (LEEP or cold-knife cone) or ablation; CIN 1 is usually observed. Invasive cancer: early stage is treated surgically (e.g., hysterectomy); locally advanced disease with cisplatin-based chemoradiation.',
    pharmacology:
      'HPV vaccine (9-valent): routine at 11-12 years (can start at 9), catch-up through 26, shared decision-making at 27-45. Two doses if started before the 15th birthday; three doses if started later or immunocompromised.',
    dontMiss:
      'Vaccinated patients still need screening. Patients with HIV or other immunosuppression need more frequent screening. Postcoital bleeding needs examination regardless of screening history. Excisional procedures increase the risk of later preterm birth.',
  },
];
