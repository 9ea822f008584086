import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'peds-q-phototherapy-mechanism',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Neonatal hyperbilirubinemia: phototherapy',
    stem: "A 2-day-old boy is evaluated in the newborn nursery because yellow discoloration of his skin has spread from the face to the abdomen since yesterday. He was born at 39 weeks' gestation by spontaneous vaginal delivery after an uncomplicated pregnancy. He is breastfeeding 10 times daily and has had six wet diapers and four stools in the past 24 hours. His mother's blood type is O, Rh positive; his is A, Rh positive, and his direct antiglobulin test is positive. Temperature is 37.0°C, pulse is 142/min, and respirations are 44/min. He is alert and feeds vigorously. Jaundice extends to the umbilicus, and there is no hepatosplenomegaly. At 40 hours of age, total serum bilirubin is 15.2 mg/dL and direct bilirubin is 0.4 mg/dL; hemoglobin is 14.6 g/dL. Phototherapy is begun.",
    leadIn: 'Which of the following best describes how this treatment lowers the serum bilirubin concentration?',
    options: [
      {
        text: 'Blockade of macrophage Fc receptors',
        why: 'This is how intravenous immune globulin slows antibody-mediated hemolysis. It is added in isoimmune hemolytic disease when bilirubin keeps rising despite intensive phototherapy or comes within about 2 mg/dL of the exchange level.',
      },
      {
        text: 'Conversion to water-soluble isomers',
        why: 'Blue-green light absorbed in the skin changes unconjugated bilirubin into configurational and structural isomers (such as lumirubin) that are more polar and can be excreted in bile and urine without hepatic conjugation.',
      },
      {
        text: 'Induction of hepatic glucuronyltransferase',
        why: 'Phenobarbital induces UDP-glucuronosyltransferase and lowers bilirubin in Crigler-Najjar syndrome type 2; its effect takes days and it is not a treatment for neonatal jaundice.',
      },
      {
        text: 'Inhibition of heme oxygenase',
        why: 'Metalloporphyrins such as tin mesoporphyrin block heme oxygenase and so reduce bilirubin production; they remain investigational and are not how light therapy works.',
      },
      {
        text: 'Removal of antibody-coated erythrocytes',
        why: 'Exchange transfusion removes bilirubin, sensitized red cells and maternal antibody; it is reserved for bilirubin at the exchange threshold or signs of acute bilirubin encephalopathy.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Jaundice on day 2 in an infant with blood group A born to a group O mother, with a positive direct antiglobulin test and an almost entirely unconjugated bilirubin, is ABO hemolytic disease of the newborn. The bilirubin is above the phototherapy threshold for his age in hours (isoimmune hemolysis is a neurotoxicity risk factor that lowers the threshold) but below the exchange level. Phototherapy does not increase conjugation: light energy changes the shape of the bilirubin molecule itself, making it excretable without the immature hepatic glucuronidation system.',
    objective: 'Explain how phototherapy lowers unconjugated bilirubin in a jaundiced newborn.',
    task: 'mechanism',
    steps: 1,
    takeHome: 'Phototherapy converts unconjugated bilirubin into water-soluble photoisomers (lumirubin) that are excreted in bile and urine without conjugation.',
  },
  {
    id: 'peds-q-necrotizing-enterocolitis',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Necrotizing enterocolitis',
    stem: "A 12-day-old girl in the neonatal intensive care unit develops abdominal distension and feeding intolerance. She was born at 29 weeks' gestation and weighed 1,250 g. Enteral feeds of formula were started on day 3 and advanced to full volume 2 days ago. Over the past 8 hours, she has had two episodes of apnea with bradycardia, and gastric aspirates have become green. She passed a stool streaked with bright red blood 1 hour ago. Temperature is 36.1°C, pulse is 184/min, respirations are 62/min, and blood pressure is 50/28 mm Hg. Oxygen saturation is 93% on 25% oxygen by nasal cannula. The abdomen is distended and tender, with visible loops of intestine and no erythema of the abdominal wall. Leukocyte count is 3,900/mm³ and platelet count is 96,000/mm³. Abdominal x-rays show dilated loops of intestine with intramural gas in the right lower quadrant; there is no free intraperitoneal air or portal venous gas. Blood cultures are obtained.",
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Barium contrast enema',
        why: 'A contrast enema evaluates distal obstruction such as Hirschsprung disease or meconium plug; it is contraindicated when the bowel wall is inflamed and at risk of perforation.',
      },
      {
        text: 'Bowel rest and parenteral antibiotics',
        why: 'Medical management of necrotizing enterocolitis without perforation is stopping enteral feeds, gastric decompression with an orogastric tube, parenteral nutrition and broad-spectrum intravenous antibiotics, with serial abdominal x-rays to detect perforation.',
      },
      {
        text: 'Emergency laparotomy',
        why: 'Surgery (or peritoneal drainage in very small infants) is indicated for pneumoperitoneum or clinical deterioration despite medical therapy; this infant has no free air.',
      },
      {
        text: 'Hydrolyzed protein formula feeds',
        why: 'Changing formula treats cow\'s milk protein allergy with bloody stools in a well infant; continuing any feeds in necrotizing enterocolitis worsens the injury.',
      },
      {
        text: 'Upper gastrointestinal contrast series',
        why: 'An upper GI series is the test for malrotation with volvulus, which causes bilious vomiting but not pneumatosis intestinalis in a preterm infant.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A very preterm infant who develops abdominal distension, bilious gastric aspirates, bloody stool, apnea, temperature instability, neutropenia and thrombocytopenia soon after feeds are advanced, with pneumatosis intestinalis on x-ray, has necrotizing enterocolitis. Prematurity and formula feeding are its main risk factors (human milk is protective). Without free air, treatment is medical: nothing by mouth, gastric decompression, parenteral nutrition, and antibiotics usually covering gram-negative and anaerobic organisms for 7 to 14 days. Serial x-rays every 6 to 12 hours look for perforation, which changes management to surgery.',
    objective: 'Manage necrotizing enterocolitis without perforation with bowel rest, decompression and intravenous antibiotics.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Pneumatosis intestinalis in a feeding preterm infant is necrotizing enterocolitis: stop feeds, decompress and give antibiotics; operate only for free air or deterioration.',
  },
  {
    id: 'peds-q-duodenal-atresia-embryology',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Duodenal atresia',
    stem: "A newborn boy in the nursery vomits green fluid after each of his first three feedings. He was born at 38 weeks' gestation; the pregnancy was complicated by polyhydramnios. He has upslanting palpebral fissures, epicanthal folds, a flat nasal bridge, a single transverse palmar crease on each hand, and generalized hypotonia. Temperature is 36.9°C, pulse is 150/min, and respirations are 44/min. The upper abdomen is mildly full, and the lower abdomen is flat and soft. He passed meconium 6 hours after birth. An abdominal x-ray shows two large air-filled bubbles in the upper abdomen and no gas beyond them.",
    leadIn: "Failure of which of the following developmental processes most likely explains this patient's vomiting?",
    options: [
      {
        text: 'Abnormal rotation of the midgut loop',
        why: 'Malrotation can obstruct the duodenum with Ladd bands or volvulus and also causes bilious vomiting, but some gas usually passes distally; the complete absence of distal gas with a double bubble indicates atresia.',
      },
      {
        text: 'Failed migration of neural crest cells',
        why: 'Absent ganglion cells in the distal colon cause Hirschsprung disease, with delayed meconium, distal obstruction and diffuse bowel dilation rather than a double bubble.',
      },
      {
        text: 'Failed recanalization of the bowel lumen',
        why: 'The duodenal lumen is temporarily occluded by proliferating epithelium in the second month and then recanalizes; failure leaves duodenal atresia, the lesion strongly associated with Down syndrome.',
      },
      {
        text: 'Intrauterine mesenteric vascular occlusion',
        why: 'A vascular accident in utero causes jejunal and ileal atresia, which produce several dilated loops ("triple bubble" or more) rather than two bubbles with no distal gas.',
      },
      {
        text: 'Persistence of the vitelline duct',
        why: 'A persistent vitelline duct forms a Meckel diverticulum, which presents later with painless bleeding, intussusception or volvulus, not obstruction at the first feeding.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Bilious vomiting from the first feeding, polyhydramnios (the fetus cannot absorb swallowed amniotic fluid), a flat lower abdomen and a double-bubble sign with no distal gas indicate complete duodenal obstruction distal to the ampulla. The dysmorphic features indicate Down syndrome, which is present in about a third of infants with duodenal atresia. The atresia results from failure of the duodenal lumen to recanalize after the epithelial occlusion of the embryonic period. Treatment is gastric decompression, fluids and duodenoduodenostomy, and the infant also needs echocardiography for associated heart defects.',
    objective: 'Relate duodenal atresia with a double-bubble sign in Down syndrome to failed recanalization of the duodenum.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Double bubble with no distal gas in a newborn with Down syndrome is duodenal atresia, caused by failed recanalization; jejunoileal atresia is vascular.',
  },
  {
    id: 'peds-q-congenital-diaphragmatic-hernia',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Congenital diaphragmatic hernia',
    stem: "A newborn boy develops severe respiratory distress and cyanosis immediately after vaginal delivery at 39 weeks' gestation. His mother had no prenatal care. He is dried and stimulated and his airway is cleared, but he remains cyanotic with grunting and retractions. Pulse is 150/min and respirations are 80/min; preductal oxygen saturation is 72% on room air. The abdomen is scaphoid. Breath sounds are absent over the left hemithorax, bowel sounds are heard in the left chest, and the heart sounds are loudest to the right of the sternum.",
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Bag-mask ventilation',
        why: 'Bag-mask ventilation is the first step for most newborns with apnea or a low heart rate, but here it inflates the herniated stomach and bowel, further compressing the lungs and shifting the mediastinum.',
      },
      {
        text: 'Endotracheal intubation',
        why: 'Immediate intubation with gentle ventilation (avoiding high pressures that injure the hypoplastic lungs), together with an orogastric tube on continuous suction, secures ventilation without distending the herniated bowel.',
      },
      {
        text: 'Immediate operative repair',
        why: 'Repair of the diaphragm is deferred until the infant is physiologically stable and pulmonary hypertension has improved; early surgery does not improve survival.',
      },
      {
        text: 'Left tube thoracostomy',
        why: 'A chest tube treats pneumothorax, but here the left chest contains bowel, which the tube could perforate.',
      },
      {
        text: 'Nasal continuous positive airway pressure',
        why: 'CPAP supports preterm infants with surfactant deficiency; in a diaphragmatic hernia it distends the stomach and intrathoracic bowel just as bag-mask ventilation does.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Respiratory distress from birth with a scaphoid abdomen, absent breath sounds and bowel sounds in the left chest, and heart sounds displaced to the right indicate a left-sided (Bochdalek) congenital diaphragmatic hernia. The ipsilateral lung is hypoplastic and pulmonary hypertension is common. Any positive pressure delivered by mask or nasal interface enters the stomach and the herniated bowel, so the infant is intubated promptly and an orogastric tube is placed to decompress the gut. Ventilation uses low pressures and tolerates mild hypercapnia; surgical repair follows once the infant is stable.',
    objective: 'Intubate and decompress the stomach, avoiding mask ventilation, in a newborn with congenital diaphragmatic hernia.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Scaphoid abdomen with bowel sounds in the chest at birth: intubate and place an orogastric tube; avoid bag-mask ventilation and CPAP.',
  },
  {
    id: 'peds-q-infant-of-diabetic-mother-hypoglycemia',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Infant of a diabetic mother: neonatal hypoglycemia',
    stem: "A newborn boy is evaluated in the nursery 2 hours after birth because he is jittery and has a weak suck. He was born at 38 weeks' gestation by cesarean delivery for macrosomia. His mother has type 1 diabetes mellitus with poor glycemic control throughout the pregnancy; her hemoglobin A1c at 30 weeks was 9.4%. Birth weight is 4,650 g (above the 97th percentile). Temperature is 36.8°C, pulse is 156/min, and respirations are 58/min. He is plethoric, with a round face and tremulous movements of all extremities that stop when the limbs are held. Plasma glucose is 28 mg/dL.",
    leadIn: "Which of the following is the most likely cause of this infant's hypoglycemia?",
    options: [
      {
        text: 'Cortisol deficiency from adrenal insufficiency',
        why: 'Cortisol deficiency (for example hypopituitarism or congenital adrenal hyperplasia) can cause neonatal hypoglycemia, but it is not suggested by macrosomia in an infant of a diabetic mother.',
      },
      {
        text: 'Deficient hepatic glycogen stores',
        why: 'Low glycogen stores cause hypoglycemia in preterm and growth-restricted infants; this macrosomic term infant has abundant glycogen, but insulin prevents its breakdown.',
      },
      {
        text: 'Fetal pancreatic beta-cell hyperplasia',
        why: 'Maternal glucose crosses the placenta, so the fetus secretes more insulin and its beta cells become hyperplastic; the hyperinsulinism persists after the maternal glucose supply is cut off at delivery.',
      },
      {
        text: 'Glucose-6-phosphatase deficiency',
        why: 'Von Gierke disease causes fasting hypoglycemia with lactic acidosis and hepatomegaly in infancy, usually once feeding intervals lengthen, and is unrelated to maternal diabetes.',
      },
      {
        text: 'Transplacental passage of maternal insulin',
        why: 'Insulin is a large peptide that does not cross the placenta; it is maternal glucose that crosses and stimulates fetal insulin secretion.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Jitteriness and a poor suck 2 hours after birth in a macrosomic, plethoric infant of a mother with poorly controlled diabetes, with a plasma glucose of 28 mg/dL, is hyperinsulinemic neonatal hypoglycemia. According to the Pedersen hypothesis, maternal hyperglycemia produces fetal hyperglycemia, which causes fetal beta-cell hyperplasia and hyperinsulinemia; insulin acts as a growth factor, producing macrosomia. When the cord is clamped, glucose supply stops but insulin secretion continues, so glucose falls within the first hours. Treatment is early feeding and, if glucose remains low or the infant is symptomatic, intravenous dextrose. These infants are also at risk of polycythemia, hypocalcemia, hyperbilirubinemia and respiratory distress.',
    objective: 'Explain neonatal hypoglycemia in an infant of a diabetic mother as a result of fetal hyperinsulinism.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Maternal glucose, not insulin, crosses the placenta: fetal beta-cell hyperplasia causes macrosomia and hypoglycemia in the first hours after birth.',
  },
  {
    id: 'peds-q-early-onset-neonatal-sepsis',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Early-onset neonatal sepsis',
    stem: "A 14-hour-old boy in the newborn nursery is evaluated because of poor feeding, grunting, and lethargy. He was born at 39 weeks' gestation by vaginal delivery. His mother's rectovaginal culture at 36 weeks was positive for group B Streptococcus; membranes ruptured 20 hours before delivery, she had a temperature of 38.6°C during labor, and she received one dose of intravenous penicillin G 1 hour before delivery. Temperature is 38.4°C, pulse is 176/min, respirations are 68/min, and blood pressure is 66/40 mm Hg. Oxygen saturation is 94% on room air. He is lethargic and hypotonic, with grunting and subcostal retractions; the skin is pink, and capillary refill is 3 seconds. Leukocyte count is 4,100/mm³ with an increased proportion of immature neutrophils. Blood culture is obtained, and cerebrospinal fluid analysis shows a leukocyte count of 4/mm³, protein of 42 mg/dL, and glucose of 48 mg/dL with a negative Gram stain.",
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Acyclovir',
        why: 'Empiric acyclovir is added for suspected neonatal herpes simplex infection, which usually presents after the first week with vesicles, seizures or hepatitis, not within the first day after maternal chorioamnionitis.',
      },
      {
        text: 'Ampicillin and gentamicin',
        why: 'This combination covers the main early-onset pathogens, group B Streptococcus, Escherichia coli and Listeria monocytogenes, and is the standard empiric regimen after cultures are obtained.',
      },
      {
        text: 'Ceftriaxone and vancomycin',
        why: 'This is the empiric regimen for bacterial meningitis in infants older than 1 month; ceftriaxone is avoided in newborns because it displaces bilirubin from albumin and precipitates with intravenous calcium, and neither drug covers Listeria.',
      },
      {
        text: 'Intramuscular penicillin G benzathine',
        why: 'Benzathine penicillin is used for maternal syphilis and for some asymptomatic exposed infants; it does not reach adequate concentrations to treat neonatal sepsis.',
      },
      {
        text: 'Oral amoxicillin',
        why: 'Oral antibiotics have no role in a newborn with suspected sepsis and respiratory distress.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Fever, tachycardia, tachypnea with grunting, lethargy, slightly delayed capillary refill and leukopenia with immature neutrophils in the first day of life, after maternal group B streptococcal colonization, prolonged rupture of membranes and intrapartum fever with inadequate prophylaxis (penicillin given less than 4 hours before delivery), indicate early-onset neonatal sepsis. The CSF findings are within the normal range for a newborn, so meningitis is not suggested. After blood culture, empiric intravenous ampicillin and gentamicin are started and narrowed once the organism is known. A broader-spectrum cephalosporin (ceftazidime or cefepime) is added when meningitis is suspected or the infant is critically ill, as in septic shock, while ampicillin stays for Listeria.',
    objective: 'Start intravenous ampicillin and gentamicin for suspected early-onset neonatal sepsis.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Early-onset neonatal sepsis (GBS, E. coli, Listeria): ampicillin plus gentamicin after cultures; avoid ceftriaxone in newborns.',
  },
  {
    id: 'peds-q-developmental-dysplasia-hip-pavlik',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Developmental dysplasia of the hip',
    stem: "A 6-week-old girl is brought to the office for a well-child examination. She is her mother's first child and was born at 39 weeks' gestation by cesarean delivery because of a frank breech presentation. Her mother was treated for a hip problem as an infant. She is breastfeeding well and has regained her birth weight. Vital signs are normal for age. With the infant supine and the hips and knees flexed to 90 degrees, abducting the left thigh while lifting the greater trochanter forward produces a palpable clunk. The thigh skin folds are asymmetric, and the left knee is lower than the right when both knees are flexed. The right hip is stable. Ultrasonography of the left hip shows a shallow acetabulum and a femoral head that lies outside the acetabulum at rest and returns to it with abduction.",
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Closed reduction and hip spica cast',
        why: 'Closed reduction under anesthesia with spica casting is used from about 6 to 18 months of age or when harness treatment fails.',
      },
      {
        text: 'Double diapering',
        why: 'Extra diapers do not hold the hip reliably in flexion and abduction and are not an accepted treatment for a dislocated hip.',
      },
      {
        text: 'Open surgical reduction',
        why: 'Open reduction, often with pelvic or femoral osteotomy, is needed for children diagnosed after about 18 months or when closed reduction fails.',
      },
      {
        text: 'Pavlik harness',
        why: 'In infants younger than 6 months, a harness that holds the hips flexed and abducted keeps the femoral head in the acetabulum so that both develop normally; it succeeds in most reducible hips, with ultrasound monitoring.',
      },
      {
        text: 'Repeat examination in 3 months',
        why: 'Observation is reasonable for mild laxity or immature hips on ultrasound in the first weeks of life, but a hip that is dislocated at rest at 6 weeks needs treatment now, while remodeling potential is greatest.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A positive Ortolani sign (a clunk as the dislocated femoral head relocates with abduction), asymmetric thigh folds and a positive Galeazzi sign in a first-born girl born breech with a family history of hip disease indicate developmental dysplasia of the hip, confirmed by ultrasonography, the imaging study of choice before the femoral head ossifies at about 4 to 6 months. Treatment depends on age: a Pavlik harness before 6 months, closed reduction and casting from 6 to 18 months, and open reduction thereafter. Untreated dysplasia leads to a limp, leg-length discrepancy and early osteoarthritis. The harness must not force extreme abduction, which can cause avascular necrosis of the femoral head.',
    objective: 'Treat developmental dysplasia of the hip in an infant younger than 6 months with a Pavlik harness.',
    task: 'treatment',
    steps: 2,
    takeHome: 'DDH treatment follows age: Pavlik harness under 6 months, closed reduction and spica cast at 6-18 months, open reduction after 18 months.',
  },
  {
    id: 'peds-q-vitamin-k-deficiency-bleeding',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Late vitamin K deficiency bleeding',
    stem: "A 5-week-old boy is brought to the emergency department because of vomiting and irritability for 12 hours and a generalized seizure 1 hour ago. He was born at home at 40 weeks' gestation with a midwife in attendance; his parents declined all medications and injections for him after birth. He is exclusively breastfed and has been gaining weight. There has been no trauma, and there is no family history of bleeding disorders. Temperature is 37.1°C, pulse is 150/min, respirations are 40/min, and blood pressure is 90/56 mm Hg. He is lethargic, and the anterior fontanelle is full and tense. There is a 3-cm ecchymosis over the left hip. Funduscopic examination shows no retinal hemorrhages. Hemoglobin is 9.2 g/dL and platelet count is 310,000/mm³. INR is 6.2, and activated partial thromboplastin time is 84 seconds (reference 25–40). CT of the head shows an acute left temporoparietal intraparenchymal hemorrhage.",
    leadIn: 'Which of the following would most likely have prevented this condition?',
    options: [
      {
        text: 'Delayed umbilical cord clamping',
        why: 'Delaying cord clamping increases infant iron stores and reduces anemia and intraventricular hemorrhage in preterm infants, but it does not supply vitamin K.',
      },
      {
        text: 'Erythromycin ophthalmic ointment at birth',
        why: 'Ocular prophylaxis prevents gonococcal ophthalmia neonatorum; it has no effect on coagulation.',
      },
      {
        text: 'Intramuscular vitamin K at birth',
        why: 'A single intramuscular dose of phytonadione at birth prevents early, classic and late vitamin K deficiency bleeding; oral regimens are less effective against the late form.',
      },
      {
        text: 'Oral iron supplementation from birth',
        why: 'Iron supplements are advised for exclusively breastfed infants from about 4 months of age to prevent iron deficiency; they do not affect clotting factor synthesis.',
      },
      {
        text: 'Oral vitamin D supplementation',
        why: 'Daily vitamin D (400 IU) for breastfed infants prevents nutritional rickets, not bleeding.',
      },
    ],
    answerIndex: 2,
    rationale:
      'An intracranial hemorrhage with bruising at 5 weeks of age in an exclusively breastfed infant who received no injections after birth, with a markedly prolonged INR and aPTT and a normal platelet count, is late vitamin K deficiency bleeding. Newborns have low vitamin K because little crosses the placenta, breast milk contains little, and the gut is not yet colonized by vitamin K-producing bacteria; the liver therefore cannot gamma-carboxylate factors II, VII, IX and X. The late form occurs at 2 to 12 weeks and causes intracranial hemorrhage in about half of cases. The absence of retinal hemorrhages and the coagulopathy point away from abusive head trauma. Treatment is parenteral vitamin K with plasma or prothrombin complex concentrate for life-threatening bleeding.',
    objective: 'Recognise late vitamin K deficiency bleeding and know that intramuscular vitamin K at birth prevents it.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Intracranial bleeding at 2-12 weeks with a long INR in a breastfed infant who skipped the birth vitamin K shot is late vitamin K deficiency bleeding.',
  },
  {
    id: 'peds-q-patent-ductus-arteriosus-cox',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Patent ductus arteriosus in a preterm infant',
    stem: "A 4-day-old boy in the neonatal intensive care unit is evaluated because of increasing oxygen requirements. He was born at 27 weeks' gestation with a birth weight of 950 g, received surfactant, and is on nasal continuous positive airway pressure. Over the past day, his inspired oxygen has been increased from 25% to 40%. Pulse is 170/min, respirations are 64/min, and blood pressure is 50/22 mm Hg; oxygen saturation is 91%. The peripheral pulses are bounding, and the precordium is hyperdynamic. A continuous murmur is heard below the left clavicle. There are fine crackles at both lung bases. Serum creatinine, urine output, and platelet count are normal, and there is no evidence of intraventricular hemorrhage or bowel disease. Echocardiography confirms the clinical diagnosis and shows no other structural abnormality. The team decides to close the lesion with medication.",
    leadIn: 'The most appropriate drug for this purpose acts by which of the following mechanisms?',
    options: [
      {
        text: 'Activation of prostaglandin receptors',
        why: 'Alprostadil (prostaglandin E1) keeps the ductus open in ductal-dependent lesions such as transposition or critical coarctation, the opposite of what is needed here; it can cause apnea.',
      },
      {
        text: 'Blockade of β1-adrenergic receptors',
        why: 'Beta blockers treat hypercyanotic spells, tachyarrhythmias and outflow obstruction; they do not change ductal tone.',
      },
      {
        text: 'Inhibition of cyclooxygenase',
        why: 'Indomethacin or ibuprofen (or acetaminophen acting on the peroxidase site of the same enzyme) lowers prostaglandin E2, which keeps the preterm ductus open; adverse effects include oliguria, gastrointestinal perforation and platelet dysfunction.',
      },
      {
        text: 'Inhibition of Na+/K+-ATPase',
        why: 'Digoxin increases contractility and slows AV conduction; it does not close the ductus and is not used for a preterm shunt.',
      },
      {
        text: 'Inhibition of phosphodiesterase 5',
        why: 'Sildenafil dilates the pulmonary vessels in pulmonary hypertension; lowering pulmonary resistance would increase, not reduce, the left-to-right ductal shunt.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A continuous murmur below the left clavicle with bounding pulses, a wide pulse pressure, a hyperdynamic precordium and rising oxygen needs with pulmonary crackles in a 27-week infant on day 4 indicate a hemodynamically significant patent ductus arteriosus with pulmonary overcirculation. Prematurity leaves the ductus immature and sensitive to circulating prostaglandin E2. Pharmacologic closure uses a cyclooxygenase (prostaglandin H synthase) inhibitor. The stem rules out the usual contraindications: renal impairment, thrombocytopenia or bleeding, intraventricular hemorrhage and necrotizing enterocolitis. If medication fails, the ductus can be closed with a transcatheter device or surgical ligation.',
    objective: 'Identify cyclooxygenase inhibition as the mechanism of pharmacologic ductus closure in a preterm infant.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Prostaglandin E keeps the ductus open: COX inhibitors (indomethacin, ibuprofen) close it, alprostadil keeps it open for ductal-dependent lesions.',
  },
  {
    id: 'peds-q-turner-bicuspid-aortic-valve',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Turner syndrome: cardiovascular anomalies',
    stem: "A 14-year-old girl is brought to the office because she has not begun breast development. She has always been the shortest in her class. Her mother recalls that her hands and feet were puffy at birth. She had frequent ear infections as a young child and is an average student. Her height is below the 3rd percentile, and her weight is at the 25th percentile. Pulse is 84/min and blood pressure is 114/72 mm Hg in the right arm; the femoral pulses are strong and not delayed compared with the radial pulses. She has a low posterior hairline, a broad chest with widely spaced nipples, and an increased carrying angle at both elbows. Breasts are Tanner stage 1, and pubic hair is Tanner stage 2. Heart sounds are normal, and there are no murmurs. Serum follicle-stimulating hormone concentration is 92 mIU/mL.",
    leadIn: 'Echocardiography in this patient is most likely to show which of the following?',
    options: [
      {
        text: 'Bicuspid aortic valve',
        why: 'A bicuspid aortic valve is the most common cardiac anomaly in Turner syndrome (roughly 15% to 30% of patients) and, with aortic dilation, increases the risk of stenosis, regurgitation and dissection.',
      },
      {
        text: 'Coarctation of the aorta',
        why: 'Coarctation is the second most common lesion in Turner syndrome, but it would cause upper-extremity hypertension and weak, delayed femoral pulses, which she does not have.',
      },
      {
        text: 'Endocardial cushion defect',
        why: 'Atrioventricular septal defects are characteristic of Down syndrome.',
      },
      {
        text: 'Supravalvular aortic stenosis',
        why: 'Supravalvular aortic stenosis is characteristic of Williams syndrome, with elfin facies, hypercalcemia and an overly friendly personality.',
      },
      {
        text: 'Truncus arteriosus',
        why: 'Truncus arteriosus and interrupted aortic arch are conotruncal defects typical of 22q11.2 deletion syndrome.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Short stature, absent breast development at 14 years with a high FSH (primary ovarian insufficiency from streak gonads), congenital lymphedema of the hands and feet, recurrent otitis media, a low hairline, a broad shield chest and cubitus valgus indicate Turner syndrome (45,X or a mosaic), to be confirmed by karyotype. Left-sided cardiac lesions are common: a bicuspid aortic valve is the most frequent, followed by coarctation; normal blood pressure and strong femoral pulses make coarctation unlikely here. Every patient needs cardiac imaging at diagnosis and periodic aortic surveillance, along with renal ultrasonography (horseshoe kidney), hearing and thyroid monitoring and celiac screening. Growth hormone and later estrogen replacement are the main treatments.',
    objective: 'Recognise Turner syndrome in an adolescent and anticipate a bicuspid aortic valve as its most common cardiac anomaly.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Turner syndrome: bicuspid aortic valve is the commonest heart lesion, then coarctation; image the heart and aorta at diagnosis.',
  },
  {
    id: 'peds-q-small-muscular-vsd-prognosis',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Small muscular ventricular septal defect',
    stem: 'A 2-month-old boy is brought to the office for a well-child examination. A heart murmur was first heard at his 1-week visit. He feeds well without sweating or tiring and has been growing along the 50th percentile for weight. Temperature is 36.9°C, pulse is 138/min, respirations are 34/min, and oxygen saturation is 99% on room air. He is pink and comfortable, and the liver is not enlarged. A grade 4/6 harsh holosystolic murmur with a palpable thrill is heard at the left lower sternal border; the second heart sound splits normally. Echocardiography shows a 2-mm defect in the muscular part of the interventricular septum with left-to-right flow, normal chamber sizes, and normal estimated pulmonary artery pressure.',
    leadIn: "Which of the following is the most likely outcome of this patient's condition?",
    options: [
      {
        text: 'Aortic valve regurgitation',
        why: 'Aortic cusp prolapse with regurgitation complicates perimembranous and especially subarterial (outlet) defects, not small muscular ones.',
      },
      {
        text: 'Eisenmenger syndrome',
        why: 'Shunt reversal follows years of pulmonary overcirculation through a large, unrestrictive defect left unrepaired; a small restrictive defect protects the pulmonary vessels.',
      },
      {
        text: 'Heart failure requiring surgical closure',
        why: 'Large defects cause tachypnea, sweating with feeds and poor weight gain at 1 to 3 months as pulmonary resistance falls, and need repair in infancy; this infant is thriving.',
      },
      {
        text: 'Recurrent infective endocarditis',
        why: 'A small unrepaired defect carries a slightly increased lifetime risk of endocarditis, but it is uncommon, and antibiotic prophylaxis is not recommended for this lesion.',
      },
      {
        text: 'Spontaneous closure',
        why: 'Most small muscular defects close on their own, usually in the first 1 to 2 years, as the surrounding muscle grows; the loud murmur reflects high-velocity flow across a small, restrictive hole.',
      },
    ],
    answerIndex: 4,
    rationale:
      'A loud, harsh holosystolic murmur at the left lower sternal border in a thriving, acyanotic infant with a 2-mm muscular defect, normal chamber sizes and normal pulmonary pressure is a small, restrictive ventricular septal defect. Small defects have a high pressure gradient, which makes the murmur loud, but they carry little flow, so the heart does not enlarge and the pulmonary vascular bed is not injured. Muscular defects have the highest rate of spontaneous closure; perimembranous defects close less often, and outlet and inlet defects rarely close. Management is reassurance and periodic cardiology follow-up with echocardiography, without restriction of activity.',
    objective: 'Predict spontaneous closure of a small muscular ventricular septal defect in a thriving infant.',
    task: 'prognosis',
    steps: 2,
    takeHome: 'In VSD, loudness does not mean severity: a small muscular defect in a thriving infant usually closes spontaneously.',
  },
  {
    id: 'peds-q-bronchiolitis-supportive-care',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Bronchiolitis',
    stem: 'A 4-month-old girl is brought to the emergency department in January because of fast breathing and wheezing since yesterday. She has had rhinorrhea and cough for 3 days. She was born at term and has been healthy. Her 3-year-old brother, who attends day care, has a cold. She is breastfeeding about three-quarters of her usual amount and has had five wet diapers in the past 24 hours. Temperature is 38.1°C, pulse is 152/min, respirations are 54/min, and oxygen saturation is 95% on room air. She is alert and interactive, with clear nasal discharge and mild subcostal retractions. There are diffuse fine crackles and end-expiratory wheezes bilaterally. Capillary refill is less than 2 seconds. After nasal suctioning, her breathing is less labored and she breastfeeds well.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Chest radiography',
        why: 'Radiographs are not needed in typical bronchiolitis; they often show atelectasis or peribronchial thickening that is misread as pneumonia and leads to unnecessary antibiotics. They are reserved for severe or atypical illness.',
      },
      {
        text: 'Nebulized albuterol',
        why: 'Bronchodilators do not shorten illness or hospitalization in bronchiolitis and are not recommended; they are for asthma and recurrent wheezing in older children.',
      },
      {
        text: 'Oral amoxicillin',
        why: 'Bronchiolitis is viral, most often respiratory syncytial virus; antibiotics are given only for a documented bacterial infection such as acute otitis media.',
      },
      {
        text: 'Oral prednisolone',
        why: 'Systemic corticosteroids have no benefit in bronchiolitis; they treat asthma exacerbations.',
      },
      {
        text: 'Supportive care',
        why: 'Nasal suctioning, maintaining hydration and clear instructions on when to return (worsening breathing, poor feeding, apnea) are the treatment; she can be managed at home because she is feeding, hydrated and not hypoxemic.',
      },
    ],
    answerIndex: 4,
    rationale:
      'A viral prodrome followed by tachypnea, retractions, crackles and wheezes in a 4-month-old during winter, with a sick sibling, is bronchiolitis, usually from respiratory syncytial virus. The diagnosis is clinical, and current guidance recommends against routine radiography, viral testing, bronchodilators, corticosteroids, epinephrine and antibiotics. Care is supportive: suctioning, fluids and supplemental oxygen only if saturation stays below 90%. Admission is considered for hypoxemia, inadequate feeding or dehydration, apnea, severe respiratory distress, or high-risk features such as age under about 12 weeks, prematurity or heart or lung disease; this term infant has none of these.',
    objective: 'Manage uncomplicated bronchiolitis with supportive care and avoid bronchodilators, steroids, antibiotics and routine radiography.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Bronchiolitis is a clinical diagnosis treated with suction, fluids and oxygen if SpO2 stays under 90%; skip albuterol, steroids, antibiotics and x-rays.',
  },
  {
    id: 'peds-q-epiglottitis-airway',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute epiglottitis',
    stem: "A 3-year-old boy is brought to the emergency department because of fever, sore throat, and difficulty breathing that began 6 hours ago and have worsened rapidly. His parents declined all childhood vaccinations. He has had no cough or preceding cold symptoms. Temperature is 39.8°C, pulse is 164/min, respirations are 36/min, and oxygen saturation is 93% on room air. He appears toxic and anxious and sits upright, leaning forward on his hands with his neck extended and mouth open. He is drooling and refuses to swallow, and his voice is muffled. Soft inspiratory stridor is heard, with suprasternal retractions. He is sitting on his mother's lap, and the anesthesiologist and otolaryngologist on call have been notified.",
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Intubation in the operating room',
        why: 'The airway is secured by the most experienced team in a controlled setting, with equipment for an emergency surgical airway at hand; intravenous antibiotics such as ceftriaxone with vancomycin follow once the airway is safe.',
      },
      {
        text: 'Lateral neck radiography',
        why: 'A lateral film may show a swollen epiglottis (thumb sign), but sending a child in respiratory distress to radiology delays airway control and risks complete obstruction; it is reserved for stable children with an uncertain diagnosis.',
      },
      {
        text: 'Nebulized racemic epinephrine',
        why: 'Nebulized epinephrine relieves subglottic edema in croup, which causes a barking cough and hoarseness after a viral prodrome, not drooling and a toxic appearance.',
      },
      {
        text: 'Oral dexamethasone',
        why: 'Dexamethasone is given for croup; an ill child who cannot swallow saliva should take nothing by mouth and needs a secured airway.',
      },
      {
        text: 'Pharyngeal examination with a tongue blade',
        why: 'Examining the throat, lying the child down or placing an intravenous line before the airway is secured can provoke laryngospasm and complete obstruction.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Abrupt high fever, toxic appearance, drooling, dysphagia, a muffled voice, tripod positioning and inspiratory stridor without a cough, in an unvaccinated child, indicate acute epiglottitis, historically caused by Haemophilus influenzae type b and now also by streptococci and Staphylococcus aureus. The swollen supraglottis can obstruct the airway suddenly. The child is kept calm in a position of comfort with a parent, without upsetting procedures, and taken to the operating room, where an anesthesiologist intubates and an otolaryngologist stands ready for tracheostomy. Cultures and intravenous antibiotics follow, and close contacts may need rifampin prophylaxis if Hib is isolated.',
    objective: 'Secure the airway in a controlled setting as the first step in suspected acute epiglottitis.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Drooling, tripod posture, muffled voice and toxicity in an unvaccinated child is epiglottitis: keep him calm and intubate in the operating room.',
  },
  {
    id: 'peds-q-pertussis-infant-azithromycin',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pertussis in a young infant',
    stem: "A 6-week-old girl is brought to the emergency department because of coughing spells for 5 days. During each spell she coughs many times in a row without breathing, turns red and then blue, and sometimes vomits afterward; twice she briefly stopped breathing. Between spells she seems well. A week before her cough began, she had a runny nose. She was born at term and has not yet received any vaccines. Her mother has had a cough for 3 weeks that is worse at night. Temperature is 37.2°C, pulse is 160/min, respirations are 44/min, and oxygen saturation is 97% on room air between spells. She has small subconjunctival hemorrhages; the lungs are clear between spells. A coughing paroxysm with cyanosis is observed, followed by a gasping inspiration. Leukocyte count is 28,400/mm³ with 72% lymphocytes. A chest x-ray shows no infiltrates.",
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Amoxicillin',
        why: 'Amoxicillin is not effective against Bordetella pertussis.',
      },
      {
        text: 'Azithromycin',
        why: 'Azithromycin is the preferred drug for pertussis in infants younger than 1 month and remains first-line in older infants; it is given for 5 days and also to household contacts as postexposure prophylaxis.',
      },
      {
        text: 'Ceftriaxone',
        why: 'Ceftriaxone is used for serious invasive bacterial infections such as meningitis; it is not a treatment for pertussis.',
      },
      {
        text: 'Doxycycline',
        why: 'Tetracyclines are not used for pertussis in infants; macrolides are the drugs of choice at all ages.',
      },
      {
        text: 'Trimethoprim-sulfamethoxazole',
        why: 'TMP-SMX is the alternative for macrolide intolerance, but it is contraindicated before 2 months of age because it can displace bilirubin and cause kernicterus.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Paroxysms of rapid coughs with cyanosis, an inspiratory gasp, post-tussive vomiting and apnea in an unvaccinated 6-week-old, who is well between spells, with subconjunctival hemorrhages, marked lymphocytosis and a mother with a 3-week nocturnal cough, indicate pertussis. Young infants have the highest risk of apnea, pneumonia, seizures and death and are usually admitted. Antibiotics given in the paroxysmal stage do not shorten the cough much but eradicate the organism and limit spread. A macrolide is the treatment; azithromycin is preferred in the first month because erythromycin carries a greater risk of infantile hypertrophic pyloric stenosis. All household contacts receive prophylaxis, and maternal Tdap in each pregnancy is the main way to protect infants too young to be vaccinated.',
    objective: 'Treat pertussis in a young infant with azithromycin and avoid TMP-SMX before 2 months of age.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Paroxysmal cough with apnea and lymphocytosis in a young infant is pertussis: azithromycin for the infant and every household contact.',
  },
  {
    id: 'peds-q-otitis-conjunctivitis-syndrome',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute otitis media with purulent conjunctivitis',
    stem: "An 18-month-old boy is brought to the office because of fever, fussiness, and tugging at both ears for 2 days. Since yesterday, his eyes have been red with thick yellow discharge that mats the lashes in the morning. He has not taken any antibiotics in the past several months and has no drug allergies. Immunizations are up to date. Temperature is 39.2°C, pulse is 138/min, and respirations are 28/min. Both tympanic membranes are erythematous and bulging with purulent fluid behind them and do not move on pneumatic otoscopy. The bulbar and palpebral conjunctivae are injected bilaterally with purulent discharge; the corneas are clear, and there is no periorbital swelling. The lungs are clear.",
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Amoxicillin',
        why: 'High-dose amoxicillin is first-line for most acute otitis media, but it is inactivated by the beta-lactamase that many nontypeable Haemophilus influenzae strains produce.',
      },
      {
        text: 'Amoxicillin-clavulanate',
        why: 'Adding clavulanate covers beta-lactamase-producing nontypeable H influenzae, the usual cause when otitis media occurs with purulent conjunctivitis; it is also used after amoxicillin in the past 30 days or treatment failure.',
      },
      {
        text: 'Azithromycin',
        why: 'Macrolides have poor activity against H influenzae and rising pneumococcal resistance; they are not recommended for acute otitis media.',
      },
      {
        text: 'Ciprofloxacin-dexamethasone otic drops',
        why: 'Topical quinolone drops treat otorrhea through tympanostomy tubes or a perforation and acute otitis externa; they do not reach an intact middle ear.',
      },
      {
        text: 'Polymyxin B-trimethoprim eye drops',
        why: 'Topical drops can treat isolated bacterial conjunctivitis, but they would leave the bilateral otitis media untreated.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Fever with bilateral bulging, immobile, erythematous tympanic membranes in an 18-month-old is bilateral acute otitis media, which at this age warrants antibiotics rather than observation. The accompanying purulent conjunctivitis defines the otitis-conjunctivitis syndrome, which is usually caused by nontypeable Haemophilus influenzae, many strains of which make beta-lactamase. Guidelines therefore recommend high-dose amoxicillin-clavulanate instead of amoxicillin alone, for 10 days in a child younger than 2 years; one systemic drug treats both the ears and the eyes. Penicillin allergy would call for a cephalosporin such as cefdinir.',
    objective: 'Choose amoxicillin-clavulanate for acute otitis media with purulent conjunctivitis.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Otitis media plus purulent conjunctivitis suggests nontypeable H influenzae: give high-dose amoxicillin-clavulanate, not amoxicillin alone.',
  },
  {
    id: 'peds-q-allergic-proctocolitis',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Food protein-induced allergic proctocolitis',
    stem: "A 6-week-old girl is brought to the office because of streaks of blood and mucus in her stools for 5 days. She has four or five soft yellow stools daily. She was born at term and is exclusively breastfed; her mother drinks milk and eats cheese and yogurt daily. She has no vomiting, fever, or irritability and is gaining weight along the 60th percentile. Temperature is 37.0°C, pulse is 148/min, and respirations are 38/min. She is alert and well appearing. The abdomen is soft and not distended, without masses. Inspection of the anus with gentle eversion shows no fissure. A diaper contains a soft stool with flecks of bright red blood and mucus. Hemoglobin and platelet count are normal.",
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Air-contrast enema',
        why: 'An enema diagnoses and reduces intussusception, which causes colicky pain, vomiting and lethargy in an older infant; this baby is comfortable with a normal abdomen.',
      },
      {
        text: 'Change to soy formula',
        why: 'Stopping breastfeeding is unnecessary, and a substantial minority of infants allergic to cow\'s milk protein also react to soy; formula-fed infants are switched to an extensively hydrolyzed formula.',
      },
      {
        text: 'Extensively hydrolyzed formula',
        why: 'A hydrolyzed formula is the choice for a formula-fed infant with this condition, but breastfeeding should be continued when possible, with the mother avoiding cow\'s milk.',
      },
      {
        text: 'Maternal dairy elimination',
        why: 'Removing cow\'s milk protein from the mother\'s diet while she continues to breastfeed usually clears the bleeding within 1 to 2 weeks; milk is reintroduced later, as most infants outgrow the allergy by their first birthday.',
      },
      {
        text: 'Technetium-99m pertechnetate scan',
        why: 'A Meckel scan evaluates painless, large-volume rectal bleeding from ectopic gastric mucosa, usually in toddlers, not flecks of blood in a thriving 6-week-old.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Streaks of blood and mucus in the stools of a thriving, well-appearing, exclusively breastfed infant in the first weeks of life, with no anal fissure, a benign abdomen and a normal hemoglobin, indicate food protein-induced allergic proctocolitis. It is a non-IgE-mediated reaction of the rectosigmoid mucosa, most often to cow\'s milk protein that passes into breast milk. The diagnosis is clinical and confirmed by resolution when the protein is removed; no imaging or endoscopy is needed. Management is continued breastfeeding with maternal avoidance of dairy (and soy if bleeding persists), with calcium and vitamin D supplements for the mother.',
    objective: 'Manage allergic proctocolitis in a breastfed infant by removing cow\'s milk protein from the mother\'s diet.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Bloody, mucousy stools in a thriving breastfed infant are allergic proctocolitis: keep breastfeeding and remove dairy from the mother\'s diet.',
  },
  {
    id: 'peds-q-hemolytic-uremic-syndrome-shiga-toxin',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hemolytic uremic syndrome',
    stem: "A 4-year-old boy is brought to the emergency department because he has looked pale and has passed very little urine for 2 days. One week ago, he had abdominal cramps and diarrhea that became bloody, without fever, 3 days after eating an undercooked hamburger at a barbecue; the diarrhea has resolved. Temperature is 37.2°C, pulse is 122/min, respirations are 24/min, and blood pressure is 124/82 mm Hg. He is pale and tired, with petechiae on the legs and mild periorbital edema. Hemoglobin is 7.4 g/dL, leukocyte count is 12,600/mm³, and platelet count is 42,000/mm³. A peripheral smear shows fragmented red cells. Serum urea nitrogen is 68 mg/dL and creatinine is 2.4 mg/dL. The direct antiglobulin test is negative, and prothrombin and partial thromboplastin times are normal.",
    leadIn: "The toxin most likely responsible for this patient's illness acts by which of the following mechanisms?",
    options: [
      {
        text: 'Activation of guanylate cyclase',
        why: 'The heat-stable toxin of enterotoxigenic Escherichia coli raises cGMP and causes watery traveler\'s diarrhea without hemolysis or renal failure.',
      },
      {
        text: 'ADP-ribosylation of elongation factor 2',
        why: 'Diphtheria toxin and Pseudomonas exotoxin A inactivate elongation factor 2; diphtheria causes pseudomembranous pharyngitis and myocarditis.',
      },
      {
        text: 'ADP-ribosylation of Gs protein',
        why: 'Cholera toxin and the heat-labile toxin of enterotoxigenic E coli permanently activate Gs, raising cAMP and causing profuse watery diarrhea.',
      },
      {
        text: 'Cleavage of SNARE proteins',
        why: 'Botulinum and tetanus toxins cleave SNARE proteins and block neurotransmitter release, causing paralysis rather than hemolysis.',
      },
      {
        text: 'Inactivation of the 60S ribosome',
        why: 'Shiga toxin (from Shigella) and Shiga-like toxin (from enterohemorrhagic E coli) remove an adenine from 28S ribosomal RNA in the 60S subunit, halting protein synthesis and killing glomerular endothelial cells.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Bloody diarrhea without fever after eating undercooked ground beef, followed a week later by microangiopathic hemolytic anemia (schistocytes, negative antiglobulin test), thrombocytopenia and acute kidney injury with hypertension, is hemolytic uremic syndrome from Shiga toxin-producing E coli, usually O157:H7. Absorbed toxin binds the globotriaosylceramide (Gb3) receptor, which is abundant on glomerular endothelium; endothelial injury triggers platelet-fibrin microthrombi that shear red cells and occlude glomerular capillaries. Normal coagulation times distinguish it from disseminated intravascular coagulation. Treatment is supportive (fluid and electrolyte management, transfusion as needed, dialysis); antibiotics and antimotility drugs given during the diarrhea may increase the risk of HUS.',
    objective: 'Link post-diarrheal hemolytic uremic syndrome to Shiga toxin inactivation of the 60S ribosomal subunit.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Shiga toxin removes an adenine from 28S rRNA (60S subunit), kills glomerular endothelium and causes hemolytic uremic syndrome after bloody diarrhea.',
  },
  {
    id: 'peds-q-oral-rehydration-sodium-glucose',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Oral rehydration therapy in acute gastroenteritis',
    stem: "An 18-month-old girl is brought to the emergency department because of vomiting and watery diarrhea for 2 days. She attends day care, where several children have had similar illnesses. She vomited three times yesterday and once this morning and has had eight watery, nonbloody stools in the past 24 hours. She has had two wet diapers today. Temperature is 37.8°C, pulse is 142/min, respirations are 30/min, and blood pressure is 94/58 mm Hg. She is irritable but consolable, with dry mucous membranes, decreased tears, and capillary refill of 2.5 seconds. The abdomen is soft and nontender with hyperactive bowel sounds. Serum sodium is 138 mEq/L. She is given a single dose of ondansetron, and a standard low-osmolarity oral rehydration solution is given by syringe in small, frequent amounts; she tolerates it without further vomiting.",
    leadIn: 'Which of the following mechanisms allows this solution to restore intravascular volume despite ongoing diarrhea?',
    options: [
      {
        text: 'Activation of CFTR chloride channels',
        why: 'Opening apical CFTR channels drives chloride and water secretion into the lumen; it is how cholera and other enterotoxins cause secretory diarrhea.',
      },
      {
        text: 'Aldosterone-induced colonic sodium uptake',
        why: 'Aldosterone increases sodium absorption through colonic epithelial sodium channels during volume depletion, but this pathway is not what the rehydration solution exploits.',
      },
      {
        text: 'Apical sodium-glucose cotransport',
        why: 'SGLT1 on the small-intestinal brush border absorbs sodium and glucose together, and water follows osmotically; this transporter remains intact in most infectious diarrheas.',
      },
      {
        text: 'Decreased intestinal motility',
        why: 'Slowing motility is the action of antimotility drugs such as loperamide, which are not recommended for young children with acute gastroenteritis.',
      },
      {
        text: 'GLUT5-mediated fructose uptake',
        why: 'GLUT5 transports fructose by facilitated diffusion without sodium, so it does not drive sodium and water absorption; sugary drinks rich in fructose can worsen diarrhea osmotically.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Vomiting and watery diarrhea in a child in day care, with dry mucous membranes, decreased tears, reduced urine output and slightly delayed capillary refill, indicate viral gastroenteritis with moderate dehydration (about 6% to 9%). Oral rehydration is the first-line treatment for mild to moderate dehydration and works as well as intravenous fluids. Glucose and sodium in roughly equimolar amounts are absorbed together by the sodium-glucose cotransporter in the small intestine, and water follows; because the cotransporter keeps working even when enterotoxins drive chloride secretion, net absorption continues despite diarrhea. Ondansetron reduces vomiting and improves the success of oral rehydration.',
    objective: 'Explain that oral rehydration solution works through intact sodium-glucose cotransport in the small intestine.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Oral rehydration works because SGLT1 sodium-glucose cotransport survives infectious diarrhea: sodium and glucose are absorbed together and water follows.',
  },
  {
    id: 'peds-q-lead-poisoning-ferrochelatase',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Childhood lead poisoning',
    stem: 'A 2-year-old boy is brought to the office because of irritability, poor appetite, and constipation for 2 months. He used to say about 20 words but now says only a few. His family lives in a house built in 1925 that is being renovated, and his parents have seen him chewing on windowsills. Temperature is 37.0°C and pulse is 116/min. He is pale and irritable, and the neurologic examination is otherwise normal. Hemoglobin is 9.4 g/dL, mean corpuscular volume is 68 μm³, and ferritin is 24 ng/mL. A peripheral smear shows microcytic, hypochromic erythrocytes with coarse basophilic stippling. Erythrocyte zinc protoporphyrin concentration is markedly increased.',
    leadIn: "Inhibition of which of the following enzymes most directly explains this patient's increased protoporphyrin concentration?",
    options: [
      {
        text: 'Aminolevulinic acid synthase',
        why: 'Reduced activity of this first, rate-limiting enzyme (for example from vitamin B6 deficiency or isoniazid) causes sideroblastic anemia with low, not high, protoporphyrin.',
      },
      {
        text: 'Ferrochelatase',
        why: 'Lead inhibits ferrochelatase, which inserts ferrous iron into protoporphyrin IX in the mitochondria; protoporphyrin accumulates and zinc is inserted instead, forming zinc protoporphyrin.',
      },
      {
        text: 'Heme oxygenase',
        why: 'Heme oxygenase breaks down heme to biliverdin during red cell turnover; it is not part of heme synthesis.',
      },
      {
        text: 'Porphobilinogen deaminase',
        why: 'Deficiency of this enzyme causes acute intermittent porphyria, with abdominal pain, neuropsychiatric symptoms and high urinary porphobilinogen but no anemia.',
      },
      {
        text: 'Uroporphyrinogen decarboxylase',
        why: 'Deficiency causes porphyria cutanea tarda, with blistering photosensitivity in adults and no microcytic anemia.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A toddler in an old house under renovation who chews on windowsills and has irritability, anorexia, constipation and loss of language, with microcytic anemia, coarse basophilic stippling and a normal ferritin, has lead poisoning from lead-based paint. Lead inhibits two enzymes of heme synthesis: aminolevulinic acid dehydratase (raising aminolevulinic acid) and ferrochelatase, the final enzyme, which raises protoporphyrin; lead also inhibits pyrimidine 5\'-nucleotidase, producing basophilic stippling. A venous blood lead level confirms the diagnosis. Removing the source is essential at every level, and oral succimer chelation is given at 45 μg/dL or more (intravenous edetate calcium disodium with dimercaprol for encephalopathy or very high levels).',
    objective: 'Explain the microcytic anemia and raised protoporphyrin of lead poisoning by inhibition of ferrochelatase.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Lead blocks ferrochelatase and ALA dehydratase: microcytic anemia with basophilic stippling and high zinc protoporphyrin in a child exposed to old paint.',
  },
  {
    id: 'peds-q-sickle-cell-penicillin-prophylaxis',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Sickle cell disease in infancy: infection prevention',
    stem: 'A 2-month-old boy is brought to the office for a well-child examination. His newborn screening hemoglobin analysis showed hemoglobin F and hemoglobin S with no hemoglobin A, and repeat testing at 4 weeks confirmed the result. Both parents have sickle cell trait. He was born at term, is bottle-feeding well, and has been healthy. He received the hepatitis B vaccine at birth and receives his 2-month vaccines at this visit. Temperature is 37.0°C, pulse is 136/min, and respirations are 34/min. He is well appearing, with no pallor or jaundice. The spleen is not palpable.',
    leadIn: "Which of the following is the most appropriate intervention now to reduce this patient's risk of death in early childhood?",
    options: [
      {
        text: 'Chronic red cell transfusions',
        why: 'Regular transfusions are used for primary stroke prevention when transcranial Doppler velocities are abnormal, or after a stroke; they are not started in a healthy infant.',
      },
      {
        text: 'Daily oral penicillin',
        why: 'Twice-daily oral penicillin from about 2 months until at least 5 years of age, together with pneumococcal vaccination, markedly reduces invasive pneumococcal infection, the leading cause of early death.',
      },
      {
        text: 'Hydroxyurea',
        why: 'Hydroxyurea is offered from 9 months of age, even without symptoms, to reduce pain crises and acute chest syndrome; it is not started at 2 months.',
      },
      {
        text: 'Prophylactic splenectomy',
        why: 'Splenectomy is reserved for recurrent splenic sequestration; it would only add to the infection risk of functional asplenia.',
      },
      {
        text: 'Transcranial Doppler screening',
        why: 'Annual transcranial Doppler ultrasonography begins at 2 years of age to identify children at high risk of stroke.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A newborn screen showing only hemoglobins F and S (the FS pattern), in an infant whose parents both carry the trait, indicates sickle cell anemia (HbSS, or sickle beta-zero thalassemia). Fetal hemoglobin protects him for the first months, but repeated splenic infarction causes functional asplenia early in childhood, leaving him vulnerable to encapsulated bacteria, especially Streptococcus pneumoniae. Penicillin prophylaxis begun by 2 months of age is the intervention proven to reduce death from invasive pneumococcal disease. Parents are also taught to seek care urgently for any fever of 38.5°C or higher and to palpate the spleen for sequestration, and the child receives all routine and additional pneumococcal and meningococcal vaccines.',
    objective: 'Start penicillin prophylaxis by 2 months of age in an infant with sickle cell anemia identified by newborn screening.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Sickle cell anemia on newborn screening: oral penicillin from 2 months to at least 5 years, plus vaccines; hydroxyurea from 9 months; TCD from 2 years.',
  },
  {
    id: 'peds-q-sickle-cell-hydroxyurea-mechanism',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Sickle cell anemia: disease-modifying therapy',
    stem: 'A 7-year-old girl with sickle cell anemia (hemoglobin SS) is brought to the office for follow-up. In the past year she has been hospitalized three times for severe pain in her back and legs, and 4 months ago she was treated in the intensive care unit for fever, chest pain, hypoxemia, and a new pulmonary infiltrate. She takes folic acid daily and is fully immunized. Her transcranial Doppler velocities are normal. Temperature is 36.9°C, pulse is 96/min, and blood pressure is 102/64 mm Hg. She has mild scleral icterus, and the spleen is not palpable. Hemoglobin is 7.9 g/dL, and the reticulocyte count is 12%. Her parents agree to start a daily oral drug to reduce the frequency of these complications.',
    leadIn: 'The most appropriate drug acts by which of the following mechanisms?',
    options: [
      {
        text: 'Blockade of P-selectin-mediated adhesion',
        why: 'Crizanlizumab, a monoclonal antibody given intravenously once a month, reduces pain crises by blocking P-selectin on endothelium and platelets; it is not the standard first-line oral drug.',
      },
      {
        text: 'Inhibition of dihydrofolate reductase',
        why: 'Methotrexate and trimethoprim inhibit dihydrofolate reductase; folate antagonism would worsen, not improve, a brisk hemolytic erythropoiesis.',
      },
      {
        text: 'Inhibition of ribonucleotide reductase',
        why: 'Hydroxyurea inhibits ribonucleotide reductase; the resulting marrow stress recruits erythroid progenitors that make more fetal hemoglobin, which dilutes HbS and slows its polymerization. It also lowers neutrophil counts and adhesion.',
      },
      {
        text: 'Inhibition of thymidylate synthase',
        why: '5-Fluorouracil inhibits thymidylate synthase and is used for solid tumors; it has no role in sickle cell disease.',
      },
      {
        text: 'Inhibition of xanthine oxidase',
        why: 'Allopurinol inhibits xanthine oxidase to lower uric acid in gout and tumor lysis; it does not change sickling.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A child with sickle cell anemia who has had three hospitalizations for vaso-occlusive pain in a year and an episode of acute chest syndrome (fever, chest pain, hypoxemia and a new infiltrate) needs disease-modifying therapy. Hydroxyurea is recommended for all children with HbSS from 9 months of age and especially after recurrent pain or acute chest syndrome; it reduces pain crises, acute chest syndrome, transfusions and hospitalizations. Because it is myelosuppressive, blood counts are monitored and the dose is adjusted to the absolute neutrophil count. Chronic transfusion is reserved for stroke prevention, which her normal transcranial Doppler velocities do not call for.',
    objective: 'Identify ribonucleotide reductase inhibition and fetal hemoglobin induction as the action of hydroxyurea in sickle cell anemia.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Hydroxyurea inhibits ribonucleotide reductase and raises fetal hemoglobin, reducing pain crises and acute chest syndrome; monitor blood counts.',
  },
  {
    id: 'peds-q-immune-thrombocytopenia-observation',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Childhood immune thrombocytopenia',
    stem: 'A 4-year-old girl is brought to the office because of bruises and a rash on her legs that appeared yesterday. Three weeks ago she had a cold that resolved without treatment. She has had no nosebleeds, bleeding from the gums, blood in the urine or stool, fever, bone pain, or weight loss. She takes no medications. Temperature is 36.9°C, pulse is 104/min, and blood pressure is 98/60 mm Hg. She is active and well appearing. There are scattered petechiae on the legs and trunk and several ecchymoses on the shins. The oral mucosa is free of bleeding. There is no lymphadenopathy or hepatosplenomegaly. Hemoglobin is 12.4 g/dL, leukocyte count is 7,800/mm³ with a normal differential, and platelet count is 12,000/mm³. A peripheral smear shows large platelets and normal red and white cells.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Bone marrow aspiration',
        why: 'A marrow examination is needed when other cell lines are abnormal, the smear shows blasts, or there are bone pain, organomegaly or lymphadenopathy that suggest leukemia; none is present.',
      },
      {
        text: 'Intravenous immune globulin',
        why: 'IVIG raises the platelet count within a day or two and is appropriate for mucosal or more significant bleeding, but it does not change the natural history and is not needed for skin-only bleeding.',
      },
      {
        text: 'Observation',
        why: 'For children with newly diagnosed ITP and no or only skin bleeding, guidelines favor observation with follow-up over drug therapy, whatever the platelet count; most recover within weeks to months.',
      },
      {
        text: 'Oral prednisone',
        why: 'A short course of corticosteroids is a first-line option when treatment is needed for mucosal bleeding; it carries adverse effects without benefit in skin-only disease.',
      },
      {
        text: 'Platelet transfusion',
        why: 'Transfused platelets are destroyed quickly by the same antibodies; transfusion is reserved, with IVIG and steroids, for life-threatening bleeding such as intracranial hemorrhage.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Sudden petechiae and bruising a few weeks after a viral illness in a well-appearing young child, with isolated thrombocytopenia, large platelets, normal hemoglobin and leukocytes and no organomegaly or lymphadenopathy, is immune thrombocytopenia from antibodies against platelet glycoproteins. With only skin bleeding, the risk of serious hemorrhage is very low, and about two-thirds of children recover within 6 months without treatment. Management is observation, avoidance of antiplatelet drugs and contact sports, and teaching the family the signs of mucosal or intracranial bleeding. Treatment with IVIG, corticosteroids or anti-D is reserved for children with mucosal or more severe bleeding.',
    objective: 'Observe a child with newly diagnosed immune thrombocytopenia who has only skin bleeding.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Childhood ITP after a virus with only petechiae and bruises: observe, whatever the platelet count; treat mucosal or serious bleeding.',
  },
  {
    id: 'peds-q-tumor-lysis-rasburicase',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Tumor lysis syndrome prevention in acute leukemia',
    stem: 'A 13-year-old boy is admitted to the hospital with newly diagnosed T-cell acute lymphoblastic leukemia. He has had fatigue, night sweats, and cough for 3 weeks. Pulse is 104/min, respirations are 20/min, and blood pressure is 118/74 mm Hg. He has bilateral cervical lymphadenopathy and hepatosplenomegaly. A chest x-ray shows a large anterior mediastinal mass without tracheal compression. Leukocyte count is 186,000/mm³ with 90% lymphoblasts. Serum potassium is 4.8 mEq/L, calcium is 9.2 mg/dL, creatinine is 1.0 mg/dL, uric acid is 9.6 mg/dL, and lactate dehydrogenase is 2,850 U/L. Glucose-6-phosphate dehydrogenase activity is normal. Induction chemotherapy is planned for the next day, and intravenous hyperhydration has been started.',
    leadIn: 'Which of the following drugs is most appropriate to give before chemotherapy begins?',
    options: [
      {
        text: 'Allopurinol',
        why: 'Allopurinol blocks new uric acid formation and is used for patients at intermediate risk; it does not remove uric acid already present and can cause xanthine accumulation.',
      },
      {
        text: 'Furosemide',
        why: 'Loop diuretics are not used routinely to prevent tumor lysis and can worsen volume depletion; they are used only for fluid overload once the patient is well hydrated.',
      },
      {
        text: 'Intravenous calcium gluconate',
        why: 'Calcium is given for symptomatic hypocalcemia or hyperkalemia with ECG changes; giving it when phosphate is high can cause calcium phosphate precipitation in the kidney.',
      },
      {
        text: 'Rasburicase',
        why: 'Recombinant urate oxidase converts uric acid to soluble allantoin within hours and is recommended, with hyperhydration, for patients at high risk of tumor lysis syndrome who are not G6PD deficient.',
      },
      {
        text: 'Sodium bicarbonate',
        why: 'Urinary alkalinization is no longer recommended because it promotes calcium phosphate and xanthine precipitation in the tubules.',
      },
    ],
    answerIndex: 3,
    rationale:
      'T-cell ALL with a leukocyte count above 100,000/mm³, a bulky mediastinal mass, a high LDH and hyperuricemia before any treatment places this patient at high risk of tumor lysis syndrome once chemotherapy kills the blasts. Rapid release of intracellular contents causes hyperkalemia, hyperphosphatemia with secondary hypocalcemia, and hyperuricemia, and uric acid and calcium phosphate precipitate in the renal tubules, causing acute kidney injury. Prevention for high-risk patients is intravenous hyperhydration plus rasburicase, with frequent electrolyte monitoring. Rasburicase generates hydrogen peroxide and can cause hemolysis and methemoglobinemia in G6PD deficiency, which has been excluded here.',
    objective: 'Prevent tumor lysis syndrome in high-risk acute leukemia with hyperhydration and rasburicase.',
    task: 'prevention',
    steps: 2,
    takeHome: 'High tumor burden (ALL with WBC over 100,000 or bulky disease, high uric acid) means high TLS risk: hyperhydration plus rasburicase after G6PD is checked.',
  },
  {
    id: 'peds-q-hemophilia-a-hemarthrosis',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Severe hemophilia A: acute hemarthrosis',
    stem: 'A 2-year-old boy is brought to the emergency department because he has refused to walk since falling from a low step this morning. His right knee has become swollen, and he cries when it is moved. He bruises easily, and at 9 months of age he had a large hematoma at the site of an intramuscular vaccine injection. His mother\'s brother had "bleeding problems" and joint disease. Temperature is 37.1°C and pulse is 128/min. The right knee is swollen, warm, and tender, and he holds it flexed. There are ecchymoses on the trunk and shins. Platelet count is 265,000/mm³, INR is 1.0, and activated partial thromboplastin time is 72 seconds (reference 25–40); the prolonged aPTT corrects with a 1:1 mixing study. Factor VIII activity is less than 1%, and von Willebrand factor antigen is normal.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Cryoprecipitate',
        why: 'Cryoprecipitate contains factor VIII but is not virally inactivated and is not dosed precisely; it is used for fibrinogen replacement and only when factor concentrates are unavailable.',
      },
      {
        text: 'Fresh frozen plasma',
        why: 'Plasma contains too little factor VIII per volume to raise the level adequately and carries volume and transfusion risks; it is used when the deficient factor is unknown or for multiple factor deficiencies.',
      },
      {
        text: 'Intravenous desmopressin',
        why: 'Desmopressin releases stored factor VIII and von Willebrand factor from endothelium and is useful in mild hemophilia A and type 1 von Willebrand disease; a patient with less than 1% activity has nothing to release.',
      },
      {
        text: 'Recombinant factor IX',
        why: 'Factor IX concentrate treats hemophilia B, which is clinically identical but has low factor IX activity and normal factor VIII.',
      },
      {
        text: 'Recombinant factor VIII',
        why: 'Prompt replacement to raise factor VIII activity stops bleeding into the joint; intravenous factor concentrate, given as early as possible, is the treatment of any significant bleed in severe hemophilia A.',
      },
    ],
    answerIndex: 4,
    rationale:
      'A boy with easy bruising, a large hematoma after an intramuscular injection, an affected maternal uncle and a hemarthrosis after minor trauma, with an isolated prolonged aPTT that corrects on mixing, a normal platelet count and INR, factor VIII activity below 1% and normal von Willebrand factor, has severe X-linked hemophilia A. An acute hemarthrosis is treated immediately with factor VIII concentrate, along with rest, ice and pain control without NSAIDs; repeated joint bleeds cause synovitis and hemophilic arthropathy. Long-term management is prophylaxis (regular factor VIII or subcutaneous emicizumab), and intramuscular injections are avoided.',
    objective: 'Treat an acute bleed in severe hemophilia A with factor VIII concentrate rather than desmopressin.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Severe hemophilia A (factor VIII under 1%) bleeds are treated with factor VIII concentrate; desmopressin helps only mild hemophilia A and von Willebrand disease.',
  },
  {
    id: 'peds-q-wagr-wilms-tumor-genetics',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Wilms tumor in WAGR syndrome',
    stem: 'A 3-year-old boy is brought to the office after his mother felt a lump in his abdomen while bathing him. He has had no fever, weight loss, or change in behavior. He has had absent irises in both eyes since birth and underwent repair of hypospadias at 14 months. He began walking at 22 months and speaks in single words. Pulse is 110/min, and blood pressure is 122/78 mm Hg. A smooth, firm, nontender mass is palpable in the left flank; it does not cross the midline. There is no hemihypertrophy or macroglossia. Urinalysis shows microscopic hematuria. CT of the abdomen shows a large solid mass arising from the left kidney and displacing the collecting system, with no calcifications.',
    leadIn: "Which of the following genetic abnormalities is the most likely cause of this patient's condition?",
    options: [
      {
        text: 'Amplification of MYCN',
        why: 'MYCN amplification marks aggressive neuroblastoma, an adrenal or paraspinal tumor that often calcifies, crosses the midline and causes systemic symptoms.',
      },
      {
        text: 'Deletion at 11p13',
        why: 'A contiguous deletion at 11p13 removes both WT1 (predisposing to Wilms tumor and genitourinary anomalies) and PAX6 (causing aniridia), producing WAGR syndrome with developmental delay.',
      },
      {
        text: 'Deletion at 22q11.2',
        why: 'This deletion causes DiGeorge (velocardiofacial) syndrome, with conotruncal heart defects, thymic hypoplasia and hypocalcemia; it does not predispose to Wilms tumor.',
      },
      {
        text: 'Loss of imprinting at 11p15',
        why: 'Imprinting defects at 11p15 cause Beckwith-Wiedemann syndrome, which also predisposes to Wilms tumor but presents with macroglossia, hemihypertrophy, omphalocele and neonatal hypoglycemia.',
      },
      {
        text: 'Mutation of RB1 at 13q14',
        why: 'Germline RB1 mutations cause bilateral retinoblastoma (leukocoria) and later osteosarcoma, not aniridia or renal tumors.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A smooth flank mass arising from the kidney, not crossing the midline and without calcifications, with hematuria and hypertension in a 3-year-old, is Wilms tumor (nephroblastoma). Congenital aniridia, a genitourinary anomaly (hypospadias) and developmental delay complete the WAGR syndrome (Wilms tumor, aniridia, genitourinary anomalies, range of developmental delays), a contiguous-gene deletion on chromosome 11p13 that includes the tumor suppressor WT1 and the eye-development gene PAX6. Children with WAGR or isolated aniridia from such deletions are screened with renal ultrasonography every 3 months until about 8 years of age. Treatment is nephrectomy with chemotherapy, and the prognosis is generally favorable.',
    objective: 'Recognise WAGR syndrome and link Wilms tumor with aniridia to a deletion of 11p13 (WT1 and PAX6).',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Wilms tumor plus aniridia is WAGR (11p13 deletion of WT1 and PAX6); Wilms plus macroglossia and hemihypertrophy is Beckwith-Wiedemann (11p15).',
  },
  {
    id: 'peds-q-poststreptococcal-gn-complement',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Poststreptococcal glomerulonephritis',
    stem: 'An 8-year-old boy is brought to the office because of dark brown urine and puffy eyes for 2 days. He has passed less urine than usual. Two weeks ago he had a sore throat and fever that resolved without treatment. He has no rash, joint pain, cough, or hemoptysis. Temperature is 37.0°C, pulse is 92/min, respirations are 20/min, and blood pressure is 142/94 mm Hg. There is periorbital and mild pretibial edema. The lungs are clear, and there is no rash. Urinalysis shows large blood, 2+ protein, dysmorphic red blood cells, and red blood cell casts. Serum urea nitrogen is 32 mg/dL and creatinine is 1.3 mg/dL.',
    leadIn: 'Further laboratory evaluation is most likely to show which of the following?',
    options: [
      {
        text: 'Decreased serum C3 concentration',
        why: 'Immune complexes containing streptococcal antigens activate complement through the alternative pathway, lowering C3 (C4 is usually normal); C3 returns to normal within about 8 weeks.',
      },
      {
        text: 'Increased serum IgA concentration',
        why: 'IgA nephropathy causes gross hematuria within 1 or 2 days of an upper respiratory infection (synpharyngitic), not 2 weeks later, and complement levels are normal.',
      },
      {
        text: 'Positive anti-double-stranded DNA antibodies',
        why: 'Lupus nephritis, usually in adolescent girls, lowers both C3 and C4 and comes with rash, arthritis, cytopenias and other systemic features.',
      },
      {
        text: 'Positive anti-GBM antibodies',
        why: 'Anti-glomerular basement membrane disease is rare in children and causes rapidly progressive glomerulonephritis, often with pulmonary hemorrhage.',
      },
      {
        text: 'Positive antineutrophil cytoplasmic antibodies',
        why: 'ANCA-associated vasculitides cause pauci-immune glomerulonephritis with sinus, lung or skin involvement and normal complement.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Cola-colored urine, oliguria, periorbital edema and hypertension with red cell casts and a mildly raised creatinine, appearing 2 weeks after pharyngitis, is acute nephritic syndrome from poststreptococcal glomerulonephritis. Nephritogenic group A streptococcal antigens form immune complexes in the glomeruli (subepithelial "humps" on electron microscopy) and activate complement, so serum C3 is low, and antistreptolysin O or anti-DNase B titers are raised. The latent period is 1 to 3 weeks after pharyngitis and 3 to 6 weeks after impetigo. Treatment is supportive, with salt and fluid restriction, loop diuretics and antihypertensives; most children recover completely. A C3 that stays low beyond 8 weeks suggests another diagnosis such as C3 glomerulopathy.',
    objective: 'Predict a low serum C3 in a child with nephritic syndrome 2 weeks after streptococcal pharyngitis.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Nephritis 1-3 weeks after strep throat (3-6 after impetigo) with low C3 and normal C4 is PSGN; hematuria 1-2 days after a URI with normal C3 is IgA nephropathy.',
  },
  {
    id: 'peds-q-minimal-change-nephrotic-prednisone',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Idiopathic nephrotic syndrome of childhood',
    stem: 'A 4-year-old boy is brought to the office because of swelling around his eyes for 1 week that has spread to his legs and abdomen. His urine has looked foamy. He had a cold 2 weeks ago. He has no rash, joint pain, or dark urine. Temperature is 36.8°C, pulse is 102/min, and blood pressure is 96/60 mm Hg. There is periorbital edema, pitting edema of the legs, mild scrotal swelling, and shifting dullness in the abdomen. Urinalysis shows 4+ protein and no blood or casts. The spot urine protein-to-creatinine ratio is 8.5 mg/mg. Serum albumin is 1.7 g/dL, total cholesterol is 390 mg/dL, and serum creatinine is normal for age. Serum C3 concentration is normal.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Intravenous albumin with furosemide',
        why: 'Albumin infusion with a diuretic is reserved for severe, symptomatic edema (respiratory compromise, skin breakdown, tense or painful scrotal swelling), which he does not have; it does not treat the underlying disease and can cause fluid overload.',
      },
      {
        text: 'Kidney biopsy',
        why: 'Biopsy is indicated for atypical features (age under 1 year or over about 12 years, hematuria, hypertension, low complement, renal impairment) or failure to respond to 4 weeks of corticosteroids.',
      },
      {
        text: 'Oral cyclophosphamide',
        why: 'Alkylating agents are steroid-sparing options for frequently relapsing or steroid-dependent disease, not initial therapy.',
      },
      {
        text: 'Oral prednisone',
        why: 'Daily prednisone (60 mg/m² per day for 4 to 6 weeks, then alternate days with tapering) induces remission in about 90% of children with minimal change disease and is both treatment and diagnostic test.',
      },
      {
        text: 'Rituximab',
        why: 'Rituximab is used for frequently relapsing or steroid-dependent nephrotic syndrome after other options; it is not first-line therapy.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Edema beginning around the eyes, heavy proteinuria (protein-to-creatinine ratio above 2 mg/mg), hypoalbuminemia and hyperlipidemia define nephrotic syndrome. In a child aged 1 to 10 years without hematuria, hypertension, renal impairment or low complement, the cause is almost always minimal change disease, a podocytopathy with effacement of foot processes seen only on electron microscopy. Corticosteroids are started without a biopsy, and response confirms the diagnosis. Families are taught to test the urine for relapse, and the child is monitored for complications: infection (especially pneumococcal peritonitis), thrombosis from loss of antithrombin III, and hypovolemia. Biopsy is reserved for steroid resistance or atypical features.',
    objective: 'Treat typical childhood nephrotic syndrome with oral corticosteroids without a kidney biopsy.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Nephrotic syndrome at age 1-10 with no hematuria, hypertension, renal impairment or low C3 is minimal change disease: start prednisone, biopsy only if steroid-resistant.',
  },
  {
    id: 'peds-q-desmopressin-hyponatremia',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Nocturnal enuresis: desmopressin adverse effect',
    stem: 'A 9-year-old boy is brought to the emergency department from a summer camp after a generalized tonic-clonic seizure that lasted 2 minutes. He has wet the bed most nights since toilet training and has never had a dry period longer than a few weeks; he has no daytime wetting. A bed alarm was not successful, and 1 week ago, before leaving for camp, he began taking a tablet at bedtime that reduces nighttime urine production. Counselors report that he drank large amounts of water during an evening soccer game, then complained of a headache and vomited before going to bed. He has no fever or history of seizures. Temperature is 37.0°C, pulse is 88/min, and blood pressure is 112/70 mm Hg. He is drowsy but arousable and oriented, with no focal neurologic deficits or neck stiffness.',
    leadIn: "Which of the following is the most likely cause of this patient's seizure?",
    options: [
      {
        text: 'Hypercalcemia',
        why: 'Hypercalcemia causes constipation, polyuria, confusion and abdominal pain; it is not an effect of this drug and rarely causes seizures.',
      },
      {
        text: 'Hyperkalemia',
        why: 'Hyperkalemia causes weakness and cardiac arrhythmias rather than seizures and is not caused by an antidiuretic drug.',
      },
      {
        text: 'Hypoglycemia',
        why: 'Hypoglycemia causes seizures in children taking insulin or sulfonylureas or after prolonged fasting in metabolic disorders; this drug does not affect glucose.',
      },
      {
        text: 'Hypomagnesemia',
        why: 'Low magnesium can cause seizures and tetany, typically with diuretics, proton pump inhibitors or malabsorption, none of which apply here.',
      },
      {
        text: 'Hyponatremia',
        why: 'Desmopressin makes the kidney retain free water; with a large fluid intake, serum sodium falls, water moves into brain cells, and cerebral edema causes headache, vomiting and seizures.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Bedwetting since toilet training without daytime symptoms is primary monosymptomatic nocturnal enuresis. The bedtime tablet that reduces nighttime urine production is desmopressin, a vasopressin V2-receptor agonist that inserts aquaporin-2 channels in the collecting duct. Its main serious risk is water intoxication: drinking large amounts while the drug is active causes dilutional hyponatremia, which here produced headache, vomiting and a seizure. Families are told to limit fluids from 1 hour before until 8 hours after each dose and to stop the drug during illnesses with vomiting or diarrhea. The enuresis alarm remains the first-line option for lasting cure; desmopressin is useful for short-term situations such as camps and sleepovers.',
    objective: 'Recognise hyponatremic seizure from water intoxication as the main serious adverse effect of desmopressin for enuresis.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'Desmopressin for bedwetting plus a big evening fluid intake can cause hyponatremic seizures: restrict fluids from 1 hour before to 8 hours after a dose.',
  },
  {
    id: 'peds-q-congenital-hypothyroidism-levothyroxine',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Congenital hypothyroidism',
    stem: 'A 12-day-old girl is brought to the office for follow-up of an abnormal newborn screening result showing an elevated TSH concentration. She was born at term after an uncomplicated pregnancy, weighing 3,400 g. Her mother takes no medications and has no thyroid disease. The infant breastfeeds but often falls asleep during feeds and passes a stool every 2 or 3 days. Temperature is 36.6°C, pulse is 118/min, and respirations are 36/min. She has mild jaundice, a 1-cm posterior fontanelle, and a small umbilical hernia. The remainder of the examination is normal. Serum studies obtained this morning show a TSH concentration of 96 μU/mL and a free T4 concentration of 0.4 ng/dL.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Levothyroxine therapy',
        why: 'Oral levothyroxine (10 to 15 μg/kg per day) is started as soon as confirmatory blood is drawn, aiming to normalize free T4 within 2 weeks; the tablet is crushed in a little breast milk or water and not mixed with soy formula, iron or calcium.',
      },
      {
        text: 'Liothyronine therapy',
        why: 'The brain relies on local conversion of T4 to T3, so replacement uses levothyroxine; liothyronine is not used to treat congenital hypothyroidism.',
      },
      {
        text: 'Repeat thyroid tests in 4 weeks',
        why: 'Waiting would leave the infant hypothyroid during a critical period of brain development; confirmed hypothyroidism is treated now, and transient forms are identified later by a supervised trial off therapy after age 3.',
      },
      {
        text: 'Thyroid scintigraphy',
        why: 'A scan can show agenesis, ectopy or dyshormonogenesis, but it is optional and must not delay treatment.',
      },
      {
        text: 'Thyroid ultrasonography',
        why: 'Ultrasonography may help define the cause but does not change initial management and must not delay treatment.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A high TSH on newborn screening confirmed by a serum TSH of 96 μU/mL with a low free T4 is primary congenital hypothyroidism, most often from thyroid dysgenesis (agenesis, hypoplasia or an ectopic gland). Most affected newborns look normal because some maternal T4 crosses the placenta; subtle signs include sleepiness, poor feeding, constipation, prolonged jaundice, a large posterior fontanelle and an umbilical hernia, as here. Thyroid hormone is essential for myelination and neuronal development in the first years of life, and cognitive outcome depends on how early adequate treatment begins, ideally within the first 2 weeks. Free T4 and TSH are then checked frequently to adjust the dose.',
    objective: 'Start levothyroxine immediately after confirming congenital hypothyroidism without waiting for imaging.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Confirmed congenital hypothyroidism (high TSH, low free T4) is treated with levothyroxine at once; imaging is optional and must not delay treatment.',
  },
  {
    id: 'peds-q-phenylketonuria-tyrosine',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Phenylketonuria',
    stem: 'A 10-month-old boy is brought to the office for evaluation of developmental delay. His family immigrated recently from a rural area where he was born at home; no newborn screening was performed. He cannot sit without support or pick up small objects and does not babble. He had two brief generalized seizures last month. He vomits often after feeds. Unlike his parents and siblings, who have dark hair and brown eyes, he has light blond hair, blue eyes, and very fair skin. Weight is at the 15th percentile, and head circumference is below the 3rd percentile. There is an eczematous rash on the cheeks and extensor surfaces. His skin and urine have a musty, mouse-like odor. He is hypertonic with brisk reflexes.',
    leadIn: "Which of the following amino acids must be supplied in this patient's diet because of his condition?",
    options: [
      {
        text: 'Arginine',
        why: 'Arginine becomes essential in most urea cycle disorders, such as ornithine transcarbamylase deficiency, which cause hyperammonemia and encephalopathy.',
      },
      {
        text: 'Cysteine',
        why: 'Cysteine is made from methionine through cystathionine beta-synthase; it becomes essential in classic homocystinuria, which causes lens dislocation, a marfanoid habitus and thrombosis.',
      },
      {
        text: 'Leucine',
        why: 'Leucine and the other branched-chain amino acids are restricted, not supplemented, in maple syrup urine disease.',
      },
      {
        text: 'Tryptophan',
        why: 'Tryptophan is lost in the urine in Hartnup disease, a neutral amino acid transport defect causing pellagra-like dermatitis and ataxia; it is not affected here.',
      },
      {
        text: 'Tyrosine',
        why: 'Without phenylalanine hydroxylase, tyrosine cannot be made from phenylalanine; it must come from the diet for synthesis of proteins, catecholamines, thyroid hormone and melanin.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Developmental delay, seizures, microcephaly, vomiting, eczema, a musty odor (from phenylacetate and other phenylketones) and unusually light pigmentation in an infant who had no newborn screening indicate untreated classic phenylketonuria, an autosomal recessive deficiency of phenylalanine hydroxylase (or, rarely, of its cofactor tetrahydrobiopterin). Phenylalanine accumulates and is neurotoxic, and tyrosine, normally made from phenylalanine, becomes a conditionally essential amino acid; its deficiency contributes to the reduced melanin. Treatment is lifelong restriction of phenylalanine with a tyrosine-supplemented medical formula, and some patients respond to sapropterin. Women with PKU need strict control before and during pregnancy to avoid embryopathy.',
    objective: 'Recognise phenylketonuria and explain why tyrosine becomes an essential amino acid.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'PKU (phenylalanine hydroxylase deficiency): musty odor, fair coloring, seizures and delay; restrict phenylalanine and supplement tyrosine.',
  },
  {
    id: 'peds-q-classic-galactosemia',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Classic galactosemia',
    stem: 'A 6-day-old girl is brought to the emergency department because of poor feeding, vomiting after breastfeeds, lethargy, and yellow skin for 2 days. She was born at term weighing 3,300 g and now weighs 10% less. Her newborn screening results are not yet available. Temperature is 36.4°C, pulse is 176/min, respirations are 48/min, and blood pressure is 68/40 mm Hg. She is lethargic and jaundiced, and the liver is palpable 4 cm below the right costal margin. On ophthalmoscopy, there are central lens opacities bilaterally. Plasma glucose is 42 mg/dL, total bilirubin is 16.4 mg/dL, direct bilirubin is 3.2 mg/dL, AST is 168 U/L, ALT is 142 U/L, and INR is 2.4. A urine dipstick is negative for glucose, but a test for urinary reducing substances is positive. Blood cultures have been obtained, and intravenous dextrose, ampicillin, and gentamicin have been started.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Change to soy-based formula',
        why: 'Removing galactose by stopping breast milk and all cow\'s milk-based formulas and feeding a soy-based formula reverses the liver failure, coagulopathy and cataracts and can be lifesaving.',
      },
      {
        text: 'Continue breastfeeding with phototherapy',
        why: 'Phototherapy treats unconjugated hyperbilirubinemia, but continued breast milk would keep supplying lactose and worsen the liver injury.',
      },
      {
        text: 'Exchange transfusion',
        why: 'Exchange transfusion is for severe unconjugated hyperbilirubinemia near the exchange threshold or with acute bilirubin encephalopathy; it does not stop the ongoing toxic injury and would invalidate red cell enzyme testing.',
      },
      {
        text: 'Frequent feeds of expressed breast milk',
        why: 'More frequent feeding helps breastfeeding jaundice from poor intake, but breast milk is rich in lactose (glucose plus galactose) and would continue the toxicity.',
      },
      {
        text: 'Oral ursodeoxycholic acid',
        why: 'Ursodiol may improve bile flow in some cholestatic conditions but does nothing for the underlying metabolic block.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Vomiting, poor feeding, lethargy, jaundice with a raised direct bilirubin, hepatomegaly, coagulopathy, hypoglycemia and early cataracts in a breastfed newborn, with reducing substances in urine that are not glucose, indicate classic galactosemia, an autosomal recessive deficiency of galactose-1-phosphate uridyltransferase. Galactose-1-phosphate accumulates in the liver, kidney and brain, and galactitol formed by aldose reductase in the lens causes cataracts. Affected infants are prone to Escherichia coli sepsis, which is why cultures and antibiotics were started. Lactose must be removed immediately, before enzyme confirmation, by switching to a soy-based formula. Even with early treatment, many patients later have speech and learning difficulties and, in girls, primary ovarian insufficiency.',
    objective: 'Stop all lactose and switch to soy formula in a newborn with suspected classic galactosemia.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Newborn with vomiting, jaundice, liver failure, cataracts, E coli sepsis and non-glucose reducing substances: galactosemia; stop breast milk and switch to soy formula now.',
  },
  {
    id: 'peds-q-mcad-deficiency',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Medium-chain acyl-CoA dehydrogenase deficiency',
    stem: 'A 15-month-old boy is brought to the emergency department because he was difficult to arouse this morning. For 2 days he has had vomiting and diarrhea and has eaten and drunk very little; he went to bed last night without dinner. He was born abroad, where expanded newborn screening was not available, and has developed normally. An older brother died suddenly in his sleep at 11 months of age. Temperature is 37.6°C, pulse is 148/min, respirations are 30/min, and blood pressure is 88/54 mm Hg. He is lethargic and responds only to pain. The liver edge is palpable 2 cm below the right costal margin. Plasma glucose is 32 mg/dL, sodium is 137 mEq/L, chloride is 106 mEq/L, bicarbonate is 17 mEq/L, AST is 96 U/L, ALT is 84 U/L, lactate is 1.8 mmol/L, and ammonia is mildly increased. A urine sample obtained on arrival is negative for ketones. He becomes alert within minutes of an intravenous dextrose bolus.',
    leadIn: "A deficiency of which of the following enzymes is the most likely cause of this patient's condition?",
    options: [
      {
        text: 'Aldolase B',
        why: 'Hereditary fructose intolerance causes vomiting, hypoglycemia and liver injury after fructose or sucrose is eaten (fruit, juice), not after a prolonged fast.',
      },
      {
        text: 'Branched-chain α-ketoacid dehydrogenase',
        why: 'Maple syrup urine disease causes encephalopathy in the first week of life with a sweet odor and marked ketoacidosis, not hypoketotic hypoglycemia.',
      },
      {
        text: 'Glucose-6-phosphatase',
        why: 'Von Gierke disease causes hypoglycemia after only a few hours of fasting, with marked hepatomegaly, lactic acidosis, hyperuricemia and hypertriglyceridemia; his lactate is normal.',
      },
      {
        text: 'Medium-chain acyl-CoA dehydrogenase',
        why: 'Failure to oxidize medium-chain fatty acids during a prolonged fast leaves the liver unable to make ketones or sustain gluconeogenesis, causing hypoketotic hypoglycemia, liver dysfunction and encephalopathy.',
      },
      {
        text: 'Ornithine transcarbamylase',
        why: 'This urea cycle defect causes marked hyperammonemia with vomiting, encephalopathy and respiratory alkalosis, with orotic aciduria; glucose is usually normal.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Lethargy with hypoglycemia after a prolonged fast during a gastrointestinal illness, absent urine ketones despite the fast (hypoketotic hypoglycemia), mild hepatomegaly and transaminase and ammonia elevation, a normal lactate, normal development between episodes, and a sibling who died suddenly in infancy indicate a fatty acid oxidation disorder, most commonly medium-chain acyl-CoA dehydrogenase (MCAD) deficiency, an autosomal recessive condition. Fasting normally shifts the liver to beta-oxidation, which supplies acetyl-CoA for ketogenesis and the energy for gluconeogenesis; when that fails, glucose falls without ketones and toxic intermediates accumulate. The diagnosis is confirmed by a plasma acylcarnitine profile (raised octanoylcarnitine, C8). Treatment is intravenous dextrose during illness and avoidance of fasting.',
    objective: 'Identify MCAD deficiency from hypoketotic hypoglycemia after fasting in a young child.',
    task: 'diagnosis',
    steps: 2,
    takeHome: 'Hypoglycemia without ketones after fasting or illness, with a sibling\'s sudden infant death, suggests MCAD deficiency: dextrose now, avoid fasting.',
  },
  {
    id: 'peds-q-central-precocious-puberty-boy-mri',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Central precocious puberty in a boy',
    stem: 'A 6-year-old boy is brought to the office because of pubic hair and body odor for 6 months. He has outgrown his clothes quickly and has grown 10 cm in the past year. He has no headaches, vomiting, or changes in vision. No one in the household uses testosterone or other hormone products. His height has crossed from the 50th to above the 97th percentile. Blood pressure is 104/66 mm Hg. He has facial acne, Tanner stage 3 pubic hair, and an enlarged penis. Both testes are 8 mL in volume, symmetric, and without masses. There are no café-au-lait macules. Visual fields are full, and the neurologic examination is normal. A bone age radiograph is read as 10 years. Basal serum LH concentration is in the pubertal range, and serum testosterone is 210 ng/dL.',
    leadIn: 'Which of the following is the most appropriate next step in evaluation?',
    options: [
      {
        text: 'CT of the adrenal glands',
        why: 'Adrenal imaging is for gonadotropin-independent virilization from an adrenal tumor, in which the testes stay prepubertal and LH is suppressed.',
      },
      {
        text: 'MRI of the brain',
        why: 'Pubertal LH with bilateral testicular enlargement indicates activation of the hypothalamic-pituitary-gonadal axis; in boys, a central nervous system lesion such as a hypothalamic hamartoma is found often enough that brain MRI is required.',
      },
      {
        text: 'Scrotal ultrasonography',
        why: 'Ultrasonography evaluates a Leydig cell tumor, which enlarges one testis and produces testosterone while LH is suppressed.',
      },
      {
        text: 'Serum 17-hydroxyprogesterone',
        why: '17-Hydroxyprogesterone screens for nonclassic congenital adrenal hyperplasia, which virilizes boys while the testes remain small and LH is suppressed.',
      },
      {
        text: 'Serum β-hCG',
        why: 'An hCG-secreting germ cell tumor stimulates Leydig cells through the LH receptor, causing modest testicular enlargement with suppressed LH; his LH is pubertal.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Pubic hair, penile growth, acne, accelerated growth and an advanced bone age at 6 years is precocious puberty in a boy (onset before 9 years). Bilateral testicular enlargement to 8 mL and a pubertal basal LH show that it is gonadotropin-dependent, or central: the hypothalamic GnRH pulse generator has switched on early. Most girls with central precocious puberty have no identifiable cause, but in boys a central nervous system lesion (hypothalamic hamartoma, glioma, germinoma, hydrocephalus or prior cranial irradiation) is much more common, so contrast-enhanced brain MRI is obtained. Treatment is a long-acting GnRH agonist, which desensitizes the pituitary, halts pubertal progression and preserves adult height, plus management of any lesion found.',
    objective: 'Order brain MRI for a boy with gonadotropin-dependent (central) precocious puberty.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Precocious puberty with enlarged testes and pubertal LH is central: in boys obtain a brain MRI; small testes with virilization point to the adrenal or exogenous androgen.',
  },
  {
    id: 'peds-q-constitutional-growth-delay',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Short stature in an adolescent boy',
    stem: 'A 14-year-old boy is brought to the office because he is the shortest boy in his class and is being teased. He was born at term and has been healthy. His growth chart shows that his length fell from the 50th to the 10th percentile between 6 and 24 months of age; since then he has grown steadily along the 10th percentile at about 5 cm per year. His weight has followed the same percentile. He eats well and has no abdominal pain, diarrhea, headaches, or fatigue. His sense of smell is normal. His father is 178 cm tall and began shaving and had his growth spurt later than his friends, continuing to grow after high school; his mother is 165 cm tall. Vital signs are normal. Testes are 4 mL in volume, and pubic hair is Tanner stage 2. The remainder of the examination is normal. A bone age radiograph is read as 11.5 years. Complete blood count, erythrocyte sedimentation rate, TSH, and tissue transglutaminase IgA are normal.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Acquired primary hypothyroidism',
        why: 'Hypothyroidism slows growth velocity while weight gain continues and delays bone age, but his growth velocity is normal and his TSH is normal.',
      },
      {
        text: 'Constitutional growth delay',
        why: 'A slowing of growth in the first 2 years followed by normal velocity along a lower percentile, a bone age behind chronological age, late puberty and a father who matured late are its hallmarks; adult height is normal.',
      },
      {
        text: 'Familial short stature',
        why: 'Children with familial short stature have short parents, a bone age that matches chronological age and puberty at the usual time; his predicted midparental height is near average.',
      },
      {
        text: 'Growth hormone deficiency',
        why: 'Growth hormone deficiency causes a falling growth velocity that crosses percentiles after infancy and an increased weight for height; his velocity has been normal for years.',
      },
      {
        text: 'Kallmann syndrome',
        why: 'Kallmann syndrome is hypogonadotropic hypogonadism with anosmia; puberty does not start at all, and his sense of smell is normal and puberty has begun.',
      },
    ],
    answerIndex: 1,
    rationale:
      'This boy is short for age but growing at a normal prepubertal rate along a consistent percentile after a downward shift in the first 2 years, with weight following height, a bone age 2.5 years behind his age, early signs of puberty (testes 4 mL, Tanner 2 pubic hair) and a father who was a "late bloomer". Normal screening tests make chronic disease, hypothyroidism and celiac disease unlikely. This is constitutional delay of growth and puberty, a normal variant: because the bone age is delayed, he has more time to grow and is expected to reach a normal adult height consistent with his midparental target. Management is reassurance and follow-up of growth and pubertal progression; a short course of testosterone can be offered if delayed puberty causes significant distress.',
    objective: 'Distinguish constitutional growth delay from familial short stature and endocrine causes by growth velocity, bone age and family history.',
    task: 'diagnosis',
    steps: 2,
    takeHome: 'Short child, normal growth velocity, delayed bone age and a late-blooming parent is constitutional delay; bone age equal to age with short parents is familial short stature.',
  },
  {
    id: 'peds-q-dka-cerebral-edema-mannitol',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cerebral edema in pediatric diabetic ketoacidosis',
    stem: 'A 9-year-old girl with newly diagnosed type 1 diabetes mellitus is being treated in the pediatric intensive care unit for diabetic ketoacidosis. She presented 5 hours ago after 1 week of polyuria, polydipsia, and weight loss and 1 day of vomiting and abdominal pain. At presentation, pulse was 134/min, respirations were 34/min and deep, and blood pressure was 104/66 mm Hg; glucose was 640 mg/dL, sodium 132 mEq/L, potassium 5.2 mEq/L, chloride 98 mEq/L, bicarbonate 5 mEq/L, and urea nitrogen 30 mg/dL; arterial pH was 7.02 and PCO₂ 16 mm Hg. She received a bolus of 0.9% saline followed by intravenous fluids with potassium and an insulin infusion at 0.1 U/kg/h. She now reports a severe headache, has vomited, and has become confused and agitated. Pulse is 58/min, respirations are 14/min and irregular, and blood pressure is 138/92 mm Hg. She is oriented only to person. The pupils are equal and reactive. Glucose is 310 mg/dL and sodium is 133 mEq/L.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'CT of the head',
        why: 'Imaging can be done once she is stabilized to look for other causes such as hemorrhage or venous sinus thrombosis, but treatment must not be delayed for it because edema can progress to herniation within minutes.',
      },
      {
        text: 'Increase the insulin infusion rate',
        why: 'Glucose is already falling; a faster drop in glucose and osmolality could worsen brain swelling. Insulin continues at the same rate, and the fluid rate is reduced.',
      },
      {
        text: 'Intravenous mannitol',
        why: 'An osmotic agent (mannitol 0.5 to 1 g/kg, or 3% saline as an alternative) draws water out of the brain and is given as soon as cerebral edema is suspected, with head elevation and airway support.',
      },
      {
        text: 'Intravenous sodium bicarbonate',
        why: 'Bicarbonate does not speed recovery from ketoacidosis and is itself associated with cerebral edema; it is reserved for life-threatening hyperkalemia or cardiovascular collapse.',
      },
      {
        text: 'Lumbar puncture',
        why: 'Lumbar puncture is contraindicated when intracranial pressure is raised because it can precipitate herniation.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Headache, vomiting, new confusion and agitation several hours into treatment of severe DKA, with bradycardia, hypertension and irregular breathing (Cushing response), indicate cerebral edema, the leading cause of death from DKA in children. Her risk factors include new-onset diabetes, young age, severe acidosis, a very low PCO₂, a high urea nitrogen and a sodium that has not risen as glucose fell. Treatment is clinical and immediate: hyperosmolar therapy, elevation of the head of the bed, reduction of the fluid rate and airway support, with imaging only after treatment has begun.',
    objective: 'Treat suspected cerebral edema during pediatric DKA immediately with hyperosmolar therapy, before imaging.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Headache, confusion, bradycardia and hypertension hours into treatment of pediatric DKA is cerebral edema: give mannitol or 3% saline now; CT later.',
  },
  {
    id: 'peds-q-nutritional-rickets-labs',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Nutritional rickets',
    stem: 'An 18-month-old boy is brought to the office because his legs are bowed and he is not yet walking on his own. He was exclusively breastfed until 12 months of age and now eats table foods and drinks little milk; he has never taken vitamin supplements. The family lives in a northern city, and he spends little time outdoors. He has dark skin. His weight is at the 10th percentile. He has frontal bossing, an anterior fontanelle that is still 2 cm wide, and only four teeth. The wrists are widened, there is palpable beading along the costochondral junctions, and both legs are bowed. Radiographs of the wrists show cupping and fraying of the distal radial and ulnar metaphyses with widened growth plates.',
    leadIn: 'Which of the following sets of serum findings is most likely in this patient?',
    options: [
      {
        text: 'Calcium high, phosphate normal, alkaline phosphatase low, PTH low',
        why: 'This is the pattern of hypophosphatasia, an inherited deficiency of tissue-nonspecific alkaline phosphatase that also causes rickets-like bone disease and early loss of teeth.',
      },
      {
        text: 'Calcium low, phosphate high, alkaline phosphatase high, PTH high',
        why: 'Rickets from chronic kidney disease (renal osteodystrophy) has a high phosphate because the kidney cannot excrete it; there is no history of kidney disease here.',
      },
      {
        text: 'Calcium low, phosphate high, alkaline phosphatase normal, PTH low',
        why: 'Hypoparathyroidism causes hypocalcemia with high phosphate because PTH is absent; it does not cause rickets.',
      },
      {
        text: 'Calcium low, phosphate low, alkaline phosphatase high, PTH high',
        why: 'Vitamin D deficiency reduces calcium absorption, and the secondary hyperparathyroidism that follows leaves calcium low or low-normal but wastes phosphate in the urine; osteoblast activity raises alkaline phosphatase.',
      },
      {
        text: 'Calcium normal, phosphate low, alkaline phosphatase high, PTH normal',
        why: 'X-linked hypophosphatemic rickets (excess FGF23 causing renal phosphate wasting) has low phosphate and high alkaline phosphatase with normal calcium and PTH, and does not respond to vitamin D alone.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Bowed legs, delayed walking, frontal bossing, a large fontanelle, delayed dentition, widened wrists and a rachitic rosary, with metaphyseal cupping and fraying, are rickets. Prolonged breastfeeding without vitamin D supplements, dark skin, little sun exposure and a northern latitude make vitamin D deficiency the cause. Low 25-hydroxyvitamin D reduces intestinal calcium absorption; PTH rises, mobilizing calcium from bone and causing phosphaturia, so phosphate is low and calcium is low or low-normal, while alkaline phosphatase is high. Treatment is vitamin D (cholecalciferol) with adequate calcium, and all breastfed infants should receive 400 IU of vitamin D daily from the first days of life.',
    objective: 'Predict the serum pattern of nutritional vitamin D deficiency rickets and distinguish it from other causes.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Nutritional rickets: low phosphate, low or normal calcium, high alkaline phosphatase and high PTH; XLH has normal PTH; renal rickets has high phosphate.',
  },
  {
    id: 'peds-q-developmental-milestones-9-months',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Developmental milestones in infancy',
    stem: "A boy adopted from an orphanage abroad is brought to the office for his first well-child examination 1 week after arriving in the United States. His exact birth date is unknown. He appears well nourished and healthy. He sits steadily without support and crawls on his hands and knees. He pulls himself to stand by holding onto furniture but does not step. He picks up small pieces of cereal between his thumb and the side of his index finger and passes toys from hand to hand. He says \"mama\" and \"dada\" but uses them for everyone and has no other words. He turns when his name is called, cries when the physician picks him up, and plays peekaboo. When a toy is hidden under a cloth while he watches, he pulls the cloth away to find it.",
    leadIn: "This patient's development is most consistent with which of the following ages?",
    options: [
      {
        text: '4 months',
        why: 'At 4 months an infant holds the head steady, rolls from front to back, reaches for objects and laughs, but cannot sit unsupported or crawl.',
      },
      {
        text: '6 months',
        why: 'At 6 months an infant sits with little support, rakes small objects, transfers them and babbles, but does not yet crawl, pull to stand or search for hidden objects.',
      },
      {
        text: '9 months',
        why: 'Crawling, pulling to stand, an early pincer grasp, nonspecific "mama" and "dada", stranger anxiety and object permanence are typical of about 9 months.',
      },
      {
        text: '12 months',
        why: 'At 12 months a child takes independent steps, uses a neat pincer grasp and says "mama" or "dada" specifically plus one or two other words.',
      },
      {
        text: '18 months',
        why: 'At 18 months a child walks well and runs stiffly, uses about 10 to 25 words, points to body parts and feeds himself with a spoon.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Milestones are read across domains. Gross motor: sitting steadily, crawling and pulling to stand without stepping place him between 8 and 10 months. Fine motor: an immature (inferior) pincer grasp between thumb and the side of the index finger appears at about 9 months, before the neat fingertip pincer of 12 months. Language: nonspecific "mama" and "dada" without other words fits 9 months; by 12 months these are used specifically. Social and cognitive: stranger anxiety, peekaboo and finding a hidden toy (object permanence) emerge at 6 to 9 months. All domains converge on about 9 months. In internationally adopted children, age is often uncertain, and development may also lag after institutional care, so growth, dentition and development are reassessed over time.',
    objective: 'Estimate an infant\'s age from gross motor, fine motor, language and social milestones.',
    task: 'interpretation',
    steps: 1,
    takeHome: 'Nine months: crawls, pulls to stand, early pincer grasp, nonspecific mama/dada, stranger anxiety and object permanence.',
  },
  {
    id: 'peds-q-spastic-diplegia-periventricular-leukomalacia',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Spastic diplegic cerebral palsy',
    stem: "A 2-year-old boy is brought to the office because he walks on his toes and trips frequently. He was born at 27 weeks' gestation, weighing 900 g, and spent 3 months in the neonatal intensive care unit, including 3 weeks of mechanical ventilation. He sat without support at 11 months and began walking with support at 22 months. He understands simple instructions, speaks in two-word phrases, and plays with other children. Tone is increased in both legs with a catch on rapid stretch, and the legs cross at the thighs when he is held upright. Deep tendon reflexes are 3+ in the legs and 2+ in the arms, with sustained ankle clonus and extensor plantar responses bilaterally. He stacks six blocks and feeds himself with a spoon. He walks on his toes with a scissoring gait. There are no fasciculations, and serum creatine kinase is normal.",
    leadIn: "Which of the following is the most likely underlying cause of this patient's condition?",
    options: [
      {
        text: 'Anterior horn cell degeneration',
        why: 'Spinal muscular atrophy causes hypotonia, weakness, absent reflexes and tongue fasciculations, the opposite of the spasticity and hyperreflexia here.',
      },
      {
        text: 'Basal ganglia bilirubin deposition',
        why: 'Kernicterus injures the globus pallidus and subthalamic nuclei, causing dyskinetic (athetoid) cerebral palsy with hearing loss, upward gaze palsy and enamel dysplasia.',
      },
      {
        text: 'Cerebellar hypoplasia',
        why: 'Cerebellar injury causes ataxic cerebral palsy with hypotonia, tremor and a wide-based gait rather than leg spasticity.',
      },
      {
        text: 'Middle cerebral artery infarction',
        why: 'Perinatal arterial stroke, usually in term infants, causes spastic hemiplegia affecting the arm more than the leg on one side, often with early hand preference.',
      },
      {
        text: 'Periventricular leukomalacia',
        why: 'Ischemic injury of the periventricular white matter in preterm infants damages the corticospinal fibers to the legs, which run closest to the lateral ventricles, producing spastic diplegia.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Spasticity, hyperreflexia, clonus, extensor plantar responses, adductor tightness with scissoring and toe walking that affect the legs much more than the arms, with preserved fine motor skills and cognition, is spastic diplegic cerebral palsy, a nonprogressive disorder of movement and posture from injury to the developing brain. Its typical substrate in an infant born very preterm is periventricular leukomalacia: the watershed white matter around the lateral ventricles is vulnerable to hypoperfusion and inflammation between about 24 and 32 weeks, and the descending fibers to the legs pass closest to the ventricles. Management is multidisciplinary, including physical therapy, orthoses, botulinum toxin injections or oral baclofen for spasticity, and sometimes orthopedic surgery or selective dorsal rhizotomy.',
    objective: 'Link spastic diplegic cerebral palsy in a former preterm infant to periventricular leukomalacia.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Former preemie with stiff, scissoring legs and usable arms: spastic diplegia from periventricular leukomalacia (leg fibers run next to the ventricles).',
  },
  {
    id: 'peds-q-slipped-capital-femoral-epiphysis',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Slipped capital femoral epiphysis',
    stem: 'A 12-year-old boy is brought to the office because of a limp and pain in his left knee for 3 weeks. He recalls no injury. The pain is dull, worse after basketball, and has not improved with rest. He has no fever or other joint pain. He is at the 99th percentile for weight, and his BMI is 31 kg/m². Temperature is 37.0°C, pulse is 86/min, and blood pressure is 118/74 mm Hg. He walks with an antalgic gait, with the left foot turned outward. The left knee has no effusion, tenderness, or ligamentous laxity. When the left hip is passively flexed, the thigh rotates outward, and internal rotation of the left hip is limited and painful. Anteroposterior and frog-leg lateral radiographs of the pelvis show widening of the left proximal femoral physis with posterior and inferior displacement of the femoral head relative to the neck.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Closed reduction and hip spica casting',
        why: 'Forceful reduction of the slipped epiphysis increases the risk of avascular necrosis, and casting has a high rate of complications and further slip.',
      },
      {
        text: 'Crutches and physical therapy',
        why: 'Crutches or a wheelchair to avoid weight bearing are used only until surgery; nonoperative management allows the slip to progress.',
      },
      {
        text: 'In situ screw fixation',
        why: 'Pinning the epiphysis where it lies with a single cannulated screw stops further slipping and allows the physis to close, with a low risk of avascular necrosis.',
      },
      {
        text: 'NSAIDs and activity restriction',
        why: 'Anti-inflammatory drugs and rest treat transient synovitis or overuse injuries, but they do not stabilize the physis and leave the slip free to progress.',
      },
      {
        text: 'Total hip arthroplasty',
        why: 'Hip replacement is reserved for end-stage arthritis after complications such as avascular necrosis or chondrolysis, not for an open physis.',
      },
    ],
    answerIndex: 2,
    rationale:
      'An obese boy in early adolescence with knee pain and a limp, obligatory external rotation when the hip is flexed and limited, painful internal rotation, with posterior and inferior displacement of the femoral head on the frog-leg view, has slipped capital femoral epiphysis. Hip disease often refers pain to the knee through the obturator nerve, so the hip must be examined in every child with knee pain. The slip occurs through the weakened proximal femoral physis during the growth spurt under shear stress from excess weight. He can walk, so the slip is stable; he is made non-weight-bearing immediately and treated with urgent in situ screw fixation. Endocrine disorders (hypothyroidism, growth hormone treatment, renal osteodystrophy) should be considered in atypical cases, such as children younger than 10 years or of low weight.',
    objective: 'Recognise slipped capital femoral epiphysis and treat it with non-weight-bearing and in situ screw fixation.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Obese adolescent with knee pain and obligatory external rotation of the flexed hip has SCFE: no weight bearing and pin it in situ; never force a reduction.',
  },
  {
    id: 'peds-q-septic-arthritis-hip-arthrocentesis',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Septic arthritis of the hip in a child',
    stem: 'A 4-year-old boy is brought to the emergency department because he has refused to walk and has had a fever since yesterday. He had a cold 1 week ago. There has been no trauma. Temperature is 39.3°C, pulse is 142/min, respirations are 26/min, and blood pressure is 100/62 mm Hg. He appears ill and lies still with the right hip flexed, abducted, and externally rotated; he screams when the hip is moved even slightly. The right knee and ankle are normal, and there is no rash. Leukocyte count is 17,800/mm³, erythrocyte sedimentation rate is 62 mm/h, and C-reactive protein is 9.8 mg/dL. Ultrasonography shows a large effusion in the right hip joint. Blood cultures are obtained.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Arthrocentesis of the hip',
        why: 'Urgent, image-guided aspiration confirms the diagnosis (turbid fluid, usually more than 50,000 leukocytes/mm³ with neutrophil predominance) and provides Gram stain and culture; it is followed by surgical drainage and intravenous antibiotics.',
      },
      {
        text: 'Bone scintigraphy',
        why: 'A bone scan can localize occult osteomyelitis or a stress fracture when examination cannot, but it adds nothing when the hip effusion is already identified and would delay drainage.',
      },
      {
        text: 'Ibuprofen and observation at home',
        why: 'Observation with an anti-inflammatory drug is the treatment of transient synovitis, which affects a well-appearing child with little or no fever, normal or mildly raised markers and some ability to bear weight.',
      },
      {
        text: 'MRI of the hip',
        why: 'MRI helps detect adjacent osteomyelitis or pyomyositis, particularly when a child does not improve after drainage, but it must not delay aspiration of a suspected septic joint.',
      },
      {
        text: 'Oral cephalexin',
        why: 'Oral antibiotics without drainage do not sterilize a purulent joint; treatment starts with drainage and intravenous antibiotics, with a switch to oral therapy once the child improves.',
      },
    ],
    answerIndex: 0,
    rationale:
      'High fever, refusal to bear weight, an ill appearance, a hip held flexed, abducted and externally rotated (the position of greatest capsular volume) with severe pain on any movement, leukocytosis, a high ESR and CRP and a joint effusion indicate septic arthritis of the hip. He meets all four Kocher criteria (fever above 38.5°C, non-weight-bearing, ESR above 40 mm/h and leukocyte count above 12,000/mm³), which predicts septic arthritis with high probability. Pus under pressure in the hip can compromise the blood supply to the femoral head, so this is a surgical emergency: aspiration, then arthrotomy and irrigation, with empiric intravenous antibiotics covering Staphylococcus aureus (including MRSA where prevalent) and, in young children, Kingella kingae.',
    objective: 'Aspirate the hip urgently in a child with suspected septic arthritis before antibiotics, then drain surgically.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Fever, refusal to bear weight, ESR over 40 and WBC over 12,000 (Kocher criteria) mean septic hip until proven otherwise: aspirate now, then drain and give IV antibiotics.',
  },
  {
    id: 'peds-q-oligoarticular-jia-uveitis-screening',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Oligoarticular juvenile idiopathic arthritis',
    stem: 'A 3-year-old girl is brought to the office because she has been limping for 2 months. Her left knee has been swollen, and she is stiff in the mornings for about an hour, after which she moves more easily. She has had no fever, rash, weight loss, or injury. She has no eye redness or eye complaints. Temperature is 37.0°C and pulse is 104/min. The left knee has a moderate effusion, is warm but not red, and lacks the last 10 degrees of extension. The right ankle is also swollen. Other joints are normal. There is no rash, lymphadenopathy, or hepatosplenomegaly. Leukocyte count is 8,200/mm³, platelet count is 360,000/mm³, and erythrocyte sedimentation rate is 28 mm/h. Antinuclear antibody is positive at a titer of 1:640, and rheumatoid factor is negative. Lyme serology is negative. Radiographs of the knee show only soft-tissue swelling.',
    leadIn: 'In addition to treatment of her arthritis, which of the following is most appropriate to prevent a serious complication of her condition?',
    options: [
      {
        text: 'Annual audiometry',
        why: 'Hearing loss is not a feature of juvenile arthritis; audiologic monitoring is for congenital infections, ototoxic drugs or Alport syndrome.',
      },
      {
        text: 'Daily low-dose aspirin',
        why: 'Aspirin prevents coronary thrombosis in Kawasaki disease; in arthritis it has been replaced by other NSAIDs because of Reye syndrome risk, and it does not prevent eye disease.',
      },
      {
        text: 'Echocardiography every 6 months',
        why: 'Serositis, including pericarditis, occurs in systemic juvenile arthritis with quotidian fever and an evanescent rash; routine cardiac screening is not needed in oligoarticular disease.',
      },
      {
        text: 'Serial urinalysis',
        why: 'Urinalysis monitors renal involvement in IgA vasculitis or systemic lupus erythematosus, not oligoarticular arthritis.',
      },
      {
        text: 'Slit-lamp eye examinations',
        why: 'Chronic anterior uveitis is asymptomatic in young children with oligoarticular arthritis, so ophthalmologic slit-lamp screening every 3 months is recommended for those at highest risk (ANA positive, onset at age 6 years or younger).',
      },
    ],
    answerIndex: 4,
    rationale:
      'Arthritis of four or fewer joints (here the knee and ankle) for more than 6 weeks in a young girl, with morning stiffness, no systemic features, a positive ANA and a negative rheumatoid factor, after exclusion of infection, is oligoarticular juvenile idiopathic arthritis, the most common subtype. Its most important complication is chronic anterior uveitis, which is painless and does not redden the eye, so it is found only by slit-lamp examination; untreated, it causes band keratopathy, cataracts, glaucoma and vision loss. Screening frequency depends on ANA status, age at onset and disease duration. The arthritis is treated with NSAIDs and intra-articular corticosteroid injections, with methotrexate for persistent disease.',
    objective: 'Arrange regular slit-lamp screening for uveitis in a young child with ANA-positive oligoarticular JIA.',
    task: 'prevention',
    steps: 2,
    takeHome: 'ANA-positive oligoarticular JIA in a young girl carries a high risk of silent anterior uveitis: slit-lamp screening every 3 months.',
  },
  {
    id: 'peds-q-x-linked-agammaglobulinemia',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'X-linked agammaglobulinemia',
    stem: 'A 20-month-old boy is brought to the office for evaluation of recurrent infections. He was well until 8 months of age; since then he has had six episodes of acute otitis media, two pneumonias (one with Streptococcus pneumoniae bacteremia), and an episode of prolonged diarrhea caused by Giardia. Immunizations are up to date. A maternal uncle died of pneumonia in early childhood. Weight is at the 5th percentile. Temperature is 37.1°C. The tympanic membranes are scarred. The tonsils are barely visible, and no cervical, axillary, or inguinal lymph nodes are palpable. Leukocyte count is 7,600/mm³ with a normal absolute lymphocyte count. Serum IgG, IgA, and IgM concentrations are all markedly decreased. Flow cytometry shows a normal number of CD3+ T cells and almost no CD19+ B cells.',
    leadIn: "A mutation in the gene encoding which of the following proteins is the most likely cause of this patient's condition?",
    options: [
      {
        text: 'Adenosine deaminase',
        why: 'Adenosine deaminase deficiency is an autosomal recessive form of severe combined immunodeficiency with absent T, B and NK cells and severe viral, fungal and opportunistic infections from early infancy.',
      },
      {
        text: 'Bruton tyrosine kinase',
        why: 'BTK is needed for signaling through the pre-B-cell receptor; without it, B cells arrest at the pre-B stage, so mature B cells, plasma cells, lymphoid follicles and all immunoglobulin classes are absent.',
      },
      {
        text: 'CD40 ligand',
        why: 'CD40 ligand deficiency causes X-linked hyper-IgM syndrome: B cells are present and IgM is normal or high, but class switching fails; Pneumocystis and Cryptosporidium infections are typical.',
      },
      {
        text: 'Common gamma chain of cytokine receptors',
        why: 'Mutations in the common gamma chain (IL2RG) cause X-linked SCID, with absent T and NK cells from birth; B cells are present though nonfunctional.',
      },
      {
        text: 'NADPH oxidase',
        why: 'NADPH oxidase defects cause chronic granulomatous disease, with abscesses from catalase-positive bacteria and fungi and normal or high immunoglobulins.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Recurrent sinopulmonary infections with encapsulated bacteria and Giardia beginning after 6 months of age, when maternal IgG has waned, in a boy with an affected maternal uncle, absent tonsils and lymph nodes, panhypogammaglobulinemia, normal T cells and absent B cells indicate X-linked (Bruton) agammaglobulinemia. Because cellular immunity is intact, viral infections are usually handled normally, with the important exception of enteroviruses, which can cause chronic meningoencephalitis. Treatment is lifelong immune globulin replacement, intravenous or subcutaneous, with prompt antibiotics for infections. Live vaccines are avoided, and measuring vaccine antibody titers is not useful because the patient cannot make antibodies.',
    objective: 'Identify X-linked agammaglobulinemia from absent B cells and all immunoglobulins and relate it to BTK mutations.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Boy with bacterial infections after 6 months, no tonsils or nodes, no B cells and no immunoglobulins: X-linked agammaglobulinemia (BTK); give immune globulin for life.',
  },
  {
    id: 'peds-q-digeorge-third-pharyngeal-pouch',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: '22q11.2 deletion syndrome',
    stem: 'A 3-day-old boy in the neonatal intensive care unit has a generalized seizure. He was born at term. On the first day of life, a murmur and mild cyanosis were noted, and echocardiography showed truncus arteriosus; he is awaiting cardiac surgery. He has a cleft of the soft palate, hooded eyelids, a small mouth, and low-set, posteriorly rotated ears. Pulse is 164/min, respirations are 56/min, and oxygen saturation is 88% on room air. Serum calcium is 6.2 mg/dL, magnesium is 1.8 mEq/L, and glucose is 76 mg/dL. Serum parathyroid hormone concentration is low. A chest x-ray shows cardiomegaly and no thymic shadow.',
    leadIn: 'Abnormal development of which of the following embryologic structures most directly explains both the hypocalcemia and the absent thymic shadow?',
    options: [
      {
        text: 'First pharyngeal pouch',
        why: 'The first pouch forms the middle ear cavity, eustachian tube and mastoid air cells.',
      },
      {
        text: 'Fourth pharyngeal pouch',
        why: 'The fourth pouch forms the superior parathyroid glands, so its maldevelopment contributes to hypocalcemia, but it does not form the thymus.',
      },
      {
        text: 'Second pharyngeal arch',
        why: 'The second arch forms the stapes, styloid process, lesser horn of the hyoid and the muscles of facial expression supplied by the facial nerve.',
      },
      {
        text: 'Third pharyngeal pouch',
        why: 'The third pouch gives rise to the inferior parathyroid glands (dorsal wing) and the thymus (ventral wing), so its maldevelopment explains both findings.',
      },
      {
        text: 'Ultimobranchial body',
        why: 'The ultimobranchial body forms the calcitonin-secreting parafollicular C cells of the thyroid; their absence does not cause hypocalcemia.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Neonatal hypocalcemic seizure with a low parathyroid hormone, a conotruncal heart defect (truncus arteriosus), a cleft palate, characteristic facies and an absent thymic shadow indicate 22q11.2 deletion (DiGeorge) syndrome. Loss of TBX1 and neighboring genes disrupts neural crest contribution to the third and fourth pharyngeal pouches and the outflow tract. Hypoparathyroidism causes the hypocalcemia, and thymic hypoplasia causes a variable T-cell deficiency. Management includes calcium and calcitriol, T-cell studies before live vaccines, irradiated and CMV-safe blood products for cardiac surgery, and, in the rare complete form, thymus transplantation.',
    objective: 'Relate the hypoparathyroidism and thymic aplasia of 22q11.2 deletion syndrome to the third pharyngeal pouch.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Third pouch: inferior parathyroids and thymus; fourth pouch: superior parathyroids. Their failure in 22q11.2 deletion gives hypocalcemia and T-cell deficiency.',
  },
  {
    id: 'peds-q-chronic-granulomatous-disease-dhr',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Chronic granulomatous disease',
    stem: 'A 3-year-old boy is brought to the office because of fever and a tender swelling in the left side of his neck for 1 week. At 10 months of age, he had a perianal abscess that was drained; at 2 years, he was treated for a Staphylococcus aureus liver abscess; and last year he had pneumonia in which lung biopsy cultures grew Aspergillus fumigatus. His umbilical cord separated at 10 days of age. A maternal cousin has had similar infections. Temperature is 38.6°C and pulse is 128/min. There is a 3-cm tender, fluctuant lymph node in the left anterior cervical chain. The liver is palpable 3 cm below the right costal margin. Leukocyte count is 15,400/mm³ with 78% neutrophils, and erythrocyte sedimentation rate is 70 mm/h. Serum immunoglobulin concentrations are increased. Aspiration of the node yields thick pus containing many neutrophils, and culture grows Serratia marcescens.',
    leadIn: 'Which of the following tests is most likely to confirm the underlying diagnosis?',
    options: [
      {
        text: 'CD18 expression by flow cytometry',
        why: 'Absent CD18 (an integrin subunit) causes leukocyte adhesion deficiency type 1, with delayed separation of the umbilical cord, marked leukocytosis and infections that do not form pus.',
      },
      {
        text: 'Dihydrorhodamine oxidation test',
        why: 'Flow cytometry after stimulation shows whether neutrophils oxidize dihydrorhodamine to fluorescent rhodamine; absent oxidation confirms a defective respiratory burst, and mothers who carry the X-linked form show two populations.',
      },
      {
        text: 'HIV antigen-antibody testing',
        why: 'HIV infection causes recurrent bacterial and opportunistic infections with lymphadenopathy, but deep abscesses from catalase-positive bacteria and Aspergillus point to a phagocyte defect.',
      },
      {
        text: 'Sweat chloride test',
        why: 'Cystic fibrosis causes recurrent respiratory infections with S aureus and Pseudomonas, failure to thrive and steatorrhea, not liver abscesses and suppurative lymphadenitis.',
      },
      {
        text: 'T-cell subset enumeration',
        why: 'T-cell studies evaluate cellular immunodeficiency, which presents from early infancy with viral, Pneumocystis and candidal infections and failure to thrive.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Recurrent deep abscesses (perianal, liver, lymph node) and pneumonia caused by catalase-positive organisms (S aureus, Serratia marcescens and Aspergillus) in a boy with an affected maternal relative, normal separation of the umbilical cord, pus containing many neutrophils and raised immunoglobulins indicate chronic granulomatous disease. Neutrophils reach the site but lack NADPH oxidase, most often from X-linked mutations in CYBB, so they cannot produce superoxide and kill organisms that break down their own hydrogen peroxide with catalase; chronic inflammation produces granulomas. The dihydrorhodamine test has replaced the nitroblue tetrazolium test. Management is daily trimethoprim-sulfamethoxazole and itraconazole prophylaxis, often interferon-gamma, and hematopoietic stem cell transplantation for cure.',
    objective: 'Confirm chronic granulomatous disease with the dihydrorhodamine test in a child with recurrent catalase-positive infections.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Recurrent abscesses with S aureus, Serratia, Burkholderia, Nocardia or Aspergillus suggest chronic granulomatous disease: confirm with the dihydrorhodamine flow test.',
  },
  {
    id: 'peds-q-neonatal-opioid-withdrawal',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Neonatal opioid withdrawal syndrome',
    stem: "A 2-day-old boy in the newborn nursery is evaluated because of irritability. He was born at 39 weeks' gestation to a mother who has taken methadone for opioid use disorder throughout pregnancy; her urine drug screen at delivery was positive only for methadone, and her HIV and hepatitis serologies are negative. Over the past 12 hours, he has developed a high-pitched cry, tremors when disturbed, frequent sneezing and yawning, nasal stuffiness, and two loose stools. He rooms in with his mother, who is breastfeeding. He feeds well every 2 to 3 hours, sleeps at least an hour after each feed, and calms within 10 minutes when swaddled and held skin to skin. Temperature is 37.3°C, pulse is 152/min, and respirations are 52/min. His weight is 4% below birth weight. Tone is mildly increased, and reflexes are brisk. Plasma glucose is normal.",
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Continued nonpharmacologic care',
        why: 'Rooming-in, breastfeeding, swaddling, skin-to-skin contact, a quiet environment and feeding on demand are first-line; because he can eat, sleep and be consoled, he does not need medication.',
      },
      {
        text: 'Intramuscular naloxone',
        why: 'Naloxone is contraindicated in a newborn chronically exposed to opioids because it precipitates acute withdrawal and seizures.',
      },
      {
        text: 'Oral morphine',
        why: 'An opioid (morphine or methadone) is added when withdrawal prevents the infant from feeding, sleeping or being consoled despite optimal nonpharmacologic care.',
      },
      {
        text: 'Oral phenobarbital',
        why: 'Phenobarbital is a second-line adjunct when opioid replacement is insufficient or for withdrawal from sedative-hypnotics; it is not first-line for opioid withdrawal.',
      },
      {
        text: 'Switch from breast milk to formula',
        why: 'Breastfeeding is encouraged for mothers stable on methadone or buprenorphine without HIV or ongoing illicit drug use; it is associated with milder withdrawal and shorter hospital stays.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Irritability, a high-pitched cry, tremors, hypertonia and brisk reflexes, with autonomic signs (sneezing, yawning, nasal stuffiness) and loose stools starting on day 2 in the infant of a mother maintained on methadone, are neonatal opioid withdrawal syndrome. Withdrawal from long-acting methadone or buprenorphine typically begins at 48 to 72 hours, later than from heroin or short-acting opioids. Current practice assesses function rather than symptom scores alone: an infant who can eat, sleep and be consoled is managed with nonpharmacologic care in his mother\'s room. Medication is started only if these functions fail, and naloxone must never be given to reverse chronic exposure.',
    objective: 'Manage neonatal opioid withdrawal first with rooming-in, breastfeeding and nonpharmacologic care.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Opioid-exposed newborn in withdrawal who can eat, sleep and be consoled: nonpharmacologic care with mother and breastfeeding; morphine only if that fails; never naloxone.',
  },
  {
    id: 'peds-q-iga-vasculitis-nephritis',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'IgA vasculitis (Henoch-Schönlein purpura)',
    stem: 'A 6-year-old boy is brought to the office because of a rash on his legs and painful, swollen ankles for 3 days and intermittent cramping abdominal pain since yesterday. He had a sore throat and runny nose 2 weeks ago. Temperature is 37.4°C, pulse is 100/min, and blood pressure is 104/66 mm Hg. There are raised, nonblanching purple papules on the buttocks and the backs of the legs. Both ankles are swollen and tender with limited motion. The abdomen is soft, with mild diffuse tenderness and no masses. Leukocyte count is 9,800/mm³, platelet count is 310,000/mm³, and prothrombin and partial thromboplastin times are normal. Serum creatinine is normal for age. Urinalysis shows no blood or protein. A test for occult blood in the stool is positive.',
    leadIn: "Which of the following complications is the main determinant of this patient's long-term prognosis?",
    options: [
      {
        text: 'Chronic destructive arthritis',
        why: 'The arthritis of this condition is transient, affects the large joints of the legs and resolves without joint damage.',
      },
      {
        text: 'Coronary artery aneurysm',
        why: 'Coronary aneurysms complicate Kawasaki disease, which causes 5 or more days of fever with conjunctival, oral and extremity changes.',
      },
      {
        text: 'Glomerulonephritis',
        why: 'Renal involvement, usually hematuria with or without proteinuria within weeks of onset, occurs in a third or more of children; a minority develop nephritic or nephrotic disease that can progress to chronic kidney disease.',
      },
      {
        text: 'Intussusception',
        why: 'Intussusception, usually ileoileal, is the most important acute gastrointestinal complication and must be considered with severe abdominal pain, but once treated it does not affect long-term outcome.',
      },
      {
        text: 'Pulmonary hemorrhage',
        why: 'Alveolar hemorrhage is a feature of ANCA-associated vasculitis and anti-GBM disease and is rare in this condition.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Palpable purpura on the buttocks and legs with a normal platelet count and coagulation studies, arthritis of the ankles and colicky abdominal pain with occult gastrointestinal bleeding after an upper respiratory infection in a young child are IgA vasculitis (Henoch-Schönlein purpura), a small-vessel vasculitis with IgA1-containing immune complex deposits. Most children recover within weeks with supportive care. Because nephritis can appear up to several months after the rash, a normal urinalysis now does not exclude it, and urinalysis and blood pressure are checked regularly for at least 6 months. Persistent proteinuria, nephrotic syndrome, hypertension or a rising creatinine call for nephrology referral and often biopsy.',
    objective: 'Identify nephritis as the complication that determines long-term prognosis in childhood IgA vasculitis and monitor for it.',
    task: 'complication',
    steps: 2,
    takeHome: 'IgA vasculitis: purpura with normal platelets, arthritis, abdominal pain; the kidneys decide the prognosis, so check urine and blood pressure for 6 months.',
  },
  {
    id: 'peds-q-legg-calve-perthes',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Legg-Calvé-Perthes disease',
    stem: 'A 6-year-old boy is brought to the office because of a limp for 6 weeks. He has had intermittent mild aching in the right groin and thigh, sometimes felt in the knee, that is worse after running. He has had no fever or injury. He is otherwise healthy and active; his height is at the 10th percentile, and his BMI is normal for age. Temperature is 36.8°C. He walks with a limp and a trunk lean over the right hip. Internal rotation and abduction of the right hip are limited and mildly painful at the extremes, and the right thigh is slightly thinner than the left. The right knee is normal. Leukocyte count is 7,400/mm³, and erythrocyte sedimentation rate and C-reactive protein are normal. Anteroposterior and frog-leg lateral radiographs show that the right femoral head is smaller, flattened, and sclerotic, with a subchondral lucent line; the physis is normal in width and the head is not displaced.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Juvenile idiopathic arthritis',
        why: 'Juvenile arthritis causes joint swelling with morning stiffness for more than 6 weeks, usually in the knee or ankle; it does not cause collapse and sclerosis of the femoral head at this stage.',
      },
      {
        text: 'Legg-Calvé-Perthes disease',
        why: 'Idiopathic avascular necrosis of the femoral head in a boy aged 4 to 8 years causes an insidious, mildly painful limp with loss of internal rotation and abduction, and radiographs show sclerosis, a subchondral fracture line, flattening and later fragmentation.',
      },
      {
        text: 'Septic arthritis',
        why: 'Septic arthritis is acute, with high fever, inability to bear weight and raised inflammatory markers.',
      },
      {
        text: 'Slipped capital femoral epiphysis',
        why: 'A slipped epiphysis affects obese adolescents and shows a widened physis with posterior and inferior displacement of the femoral head.',
      },
      {
        text: 'Transient synovitis',
        why: 'Transient synovitis causes an acute, self-limited limp after a viral illness in a child aged 3 to 10 years, resolves within 1 to 2 weeks and has normal radiographs.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A 6-week limp with mild groin, thigh and referred knee pain in a small, active 6-year-old boy, with limited internal rotation and abduction, thigh atrophy, normal inflammatory markers, and a small, dense, flattened femoral head with a subchondral lucency (the crescent sign) and a normal physis indicate Legg-Calvé-Perthes disease, idiopathic avascular necrosis of the capital femoral epiphysis. It is more common in boys, and affected children often have delayed bone age. The bone goes through necrosis, fragmentation and reossification over 2 to 4 years. Treatment aims to keep the femoral head round and contained in the acetabulum: activity modification and physical therapy to preserve motion, and containment osteotomy in older children or those with extensive involvement. Onset before 6 years carries the best prognosis.',
    objective: 'Diagnose Legg-Calvé-Perthes disease from an insidious limp and femoral head changes in a school-aged boy.',
    task: 'diagnosis',
    steps: 2,
    takeHome: 'Limp by age: transient synovitis or septic hip (toddler to school age, acute), Perthes (4-8 years, insidious, avascular necrosis), SCFE (obese adolescent).',
  },
  {
    id: 'peds-q-febrile-neonate-evaluation',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Fever in an infant younger than 22 days',
    stem: "A 16-day-old girl is brought to the emergency department because her parents measured a rectal temperature of 38.4°C this evening. She has fed slightly less than usual today but has had no cough, vomiting, diarrhea, or rash. She was born at 39 weeks' gestation by vaginal delivery; her mother's group B streptococcal screen was negative, and neither parent has a history of herpes simplex infection. Temperature is 38.3°C (rectal), pulse is 168/min, respirations are 44/min, and oxygen saturation is 99% on room air. She is alert, well appearing, and feeds vigorously in the emergency department. The anterior fontanelle is flat, and there are no skin lesions. The remainder of the examination is normal. Leukocyte count is 10,200/mm³. A catheterized urinalysis shows no leukocyte esterase, nitrite, or pyuria. A blood culture and a urine culture have been sent.",
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Chest radiography',
        why: 'A chest x-ray is obtained only when there are respiratory signs; it does not address the risk of bacteremia and meningitis.',
      },
      {
        text: 'Discharge with follow-up in 24 hours',
        why: 'Outpatient observation may be considered for some well-appearing febrile infants aged 29 to 60 days with low-risk results, but not in the first 3 weeks of life.',
      },
      {
        text: 'Intramuscular ceftriaxone and discharge',
        why: 'A single dose of ceftriaxone before discharge is an option only for carefully selected older infants; ceftriaxone is also avoided in newborns, and giving antibiotics before a lumbar puncture would obscure meningitis.',
      },
      {
        text: 'Lumbar puncture and IV antibiotics',
        why: 'Febrile infants aged 8 to 21 days need cerebrospinal fluid analysis and culture, admission and empiric parenteral antibiotics (such as ampicillin with ceftazidime or gentamicin) pending cultures, whatever their appearance and screening results.',
      },
      {
        text: 'Oral amoxicillin and outpatient review',
        why: 'Oral antibiotics without cultures of cerebrospinal fluid would partially treat and mask serious bacterial infection; they are not used in febrile newborns.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A rectal temperature of 38.0°C or higher in an infant younger than 22 days carries a substantial risk of invasive bacterial infection (bacteremia and meningitis, often from group B Streptococcus or Escherichia coli) even when the infant looks well and the urinalysis and blood count are normal; inflammatory markers and a normal examination are not reliable enough in this age group to exclude meningitis. Current AAP guidance for well-appearing infants aged 8 to 21 days is a urinalysis, blood culture, lumbar puncture, admission and empiric parenteral antibiotics until cultures are negative at 24 to 36 hours. Acyclovir is added if there are vesicles, seizures, raised transaminases, CSF pleocytosis or a maternal herpes history.',
    objective: 'Obtain cerebrospinal fluid and start parenteral antibiotics in every febrile infant younger than 22 days.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Fever of 38.0°C or more in an infant younger than 22 days: blood, urine and CSF cultures, admit and give IV antibiotics, however well she looks.',
  },
  {
    id: 'peds-q-osteogenesis-imperfecta-collagen',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Osteogenesis imperfecta',
    stem: 'A 5-year-old girl is brought to the emergency department after she tripped while walking and fell onto her outstretched right arm. This is her third fracture: she fractured her left femur at 18 months of age after falling from a couch and her right humerus at 3 years after a fall from a swing. Her mother is short, had several fractures in childhood, and began wearing hearing aids in her thirties. Temperature is 37.0°C and pulse is 108/min. The girl\'s height is at the 5th percentile. The right forearm is swollen and tender. The sclerae are distinctly blue-gray, and the teeth are translucent and gray-brown. Her joints are hypermobile. There are no bruises or other injuries. An x-ray shows a fracture of the radial shaft and diffusely thin, undermineralized bones.',
    leadIn: "A defect in which of the following is the most likely cause of this patient's condition?",
    options: [
      {
        text: 'ATP7A copper transporter',
        why: 'ATP7A mutations cause Menkes disease in boys, with kinky hair, hypotonia, neurodegeneration and fractures or metaphyseal spurs from impaired lysyl oxidase activity.',
      },
      {
        text: 'Fibrillin-1',
        why: 'Fibrillin-1 mutations cause Marfan syndrome, with tall stature, upward lens dislocation and aortic root dilation rather than fractures and short stature.',
      },
      {
        text: 'Type I collagen',
        why: 'Mutations in COL1A1 or COL1A2 reduce the amount or quality of type I collagen, the main collagen of bone, sclera, dentin and the ossicles, causing fragile bones, blue sclerae, dentinogenesis imperfecta and hearing loss.',
      },
      {
        text: 'Type III collagen',
        why: 'Type III collagen defects cause vascular Ehlers-Danlos syndrome, with thin translucent skin, easy bruising and arterial, bowel or uterine rupture.',
      },
      {
        text: 'Type IV collagen',
        why: 'Type IV collagen defects cause Alport syndrome, with hematuria, sensorineural hearing loss and lens abnormalities, but not fractures.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Repeated fractures from minor falls, short stature, blue-gray sclerae (thin collagen lets the choroid show through), translucent discolored teeth (dentinogenesis imperfecta), joint laxity, osteopenia, and a mother with childhood fractures and early adult hearing loss indicate osteogenesis imperfecta, usually an autosomal dominant defect of type I collagen. Many mutations replace a glycine in the triple helix, so the abnormal chains disrupt assembly of normal ones (a dominant-negative effect); mutations that silence one allele and halve collagen production cause the milder type I form. Because fractures in infancy can be mistaken for abuse, blue sclerae, dental changes, family history and osteopenia are important clues. Bisphosphonates reduce fracture rates, with physical therapy and intramedullary rodding for deformity.',
    objective: 'Recognise osteogenesis imperfecta and link it to defective type I collagen.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Fractures from minor trauma with blue sclerae, dentinogenesis imperfecta and hearing loss: osteogenesis imperfecta from defective type I collagen (COL1A1/COL1A2).',
  },
  {
    id: 'peds-q-tay-sachs-hexosaminidase',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Tay-Sachs disease',
    stem: 'A 9-month-old boy is brought to the office because he no longer sits without support and has stopped reaching for toys over the past 2 months. He developed normally until 5 months of age, when he rolled over, smiled, and laughed. His parents have noticed that he startles dramatically to ordinary sounds such as a door closing. Both parents are of Ashkenazi Jewish descent. His weight is at the 50th percentile and head circumference at the 90th percentile. He has generalized hypotonia with brisk deep tendon reflexes and does not fix on or follow faces. Funduscopic examination shows a bright red spot at the center of each macula surrounded by a white halo. The liver and spleen are not palpable.',
    leadIn: "Deficiency of which of the following enzymes is the most likely cause of this patient's condition?",
    options: [
      {
        text: 'Arylsulfatase A',
        why: 'Arylsulfatase A deficiency causes metachromatic leukodystrophy, with sulfatide accumulation, demyelination, gait disturbance and peripheral neuropathy, usually after the first year and without a macular red spot.',
      },
      {
        text: 'Galactocerebrosidase',
        why: 'Krabbe disease causes extreme irritability, spasticity, peripheral neuropathy and optic atrophy with globoid cells in the white matter; it does not typically cause a macular red spot.',
      },
      {
        text: 'Glucocerebrosidase',
        why: 'Gaucher disease causes hepatosplenomegaly, cytopenias and bone crises; even its neuronopathic infantile form has marked organomegaly.',
      },
      {
        text: 'Hexosaminidase A',
        why: 'Without hexosaminidase A, GM2 ganglioside accumulates in neuronal lysosomes, causing progressive neurodegeneration from about 6 months, an exaggerated startle, a cherry-red macula and no organomegaly.',
      },
      {
        text: 'Sphingomyelinase',
        why: 'Niemann-Pick disease type A also produces a cherry-red spot and neurodegeneration in infancy, but with marked hepatosplenomegaly and foam cells.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Normal development for the first months followed by loss of motor milestones, hyperacusis with an exaggerated startle, hypotonia with brisk reflexes, poor visual fixation and a cherry-red spot at each macula (the red fovea stands out against retinal ganglion cells swollen with lipid), without hepatosplenomegaly, in an infant of Ashkenazi Jewish parents, indicate Tay-Sachs disease. This autosomal recessive GM2 gangliosidosis results from deficiency of beta-hexosaminidase A; neurons become filled with lysosomes containing concentric membranous ("onion skin") whorls. Macrocephaly, seizures, blindness and death in early childhood follow, and treatment is supportive. Carrier screening is offered to couples of Ashkenazi Jewish, French Canadian and Cajun ancestry.',
    objective: 'Distinguish Tay-Sachs disease (hexosaminidase A deficiency) from Niemann-Pick disease by the absence of hepatosplenomegaly.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Cherry-red spot with neurodegeneration: no organomegaly is Tay-Sachs (hexosaminidase A); hepatosplenomegaly is Niemann-Pick (sphingomyelinase).',
  },
  {
    id: 'peds-q-eczema-herpeticum-acyclovir',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Eczema herpeticum',
    stem: 'A 3-year-old boy with atopic dermatitis since infancy is brought to the emergency department because of a painful rash on his face and neck that appeared 2 days ago and has spread rapidly, with fever since yesterday. His eczema is usually controlled with emollients and topical hydrocortisone. His mother had a cold sore on her lip last week. Temperature is 38.9°C, pulse is 136/min, and respirations are 26/min. He is irritable and refuses to eat. On the face, neck, and upper chest, within areas of eczema, there are clusters of uniform 2- to 3-mm punched-out erosions with hemorrhagic crusts and a few intact umbilicated vesicles. The conjunctivae are clear, and there are no lesions on the eyelids. There is no honey-colored crusting.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Higher-potency topical corticosteroid',
        why: 'Stronger topical steroids on infected skin can promote viral spread; eczema treatment is intensified only after the infection is controlled.',
      },
      {
        text: 'Intravenous acyclovir',
        why: 'Disseminated herpes simplex infection of eczematous skin in a febrile, ill child is treated promptly with antiviral therapy, intravenously when the child is febrile, extensively affected or unable to eat, to prevent viremia, keratitis and secondary sepsis.',
      },
      {
        text: 'Oral cephalexin',
        why: 'An antistaphylococcal antibiotic is added when there is secondary bacterial infection (honey-colored crusts, pustules or positive cultures), but it does not treat the viral infection driving this rash.',
      },
      {
        text: 'Oral prednisolone',
        why: 'Systemic corticosteroids would impair the immune response to a disseminated viral infection and are not used for eczema flares in children.',
      },
      {
        text: 'Topical mupirocin',
        why: 'Mupirocin treats localized impetigo with honey-colored crusts; it has no antiviral activity.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A rapidly spreading eruption of monomorphic punched-out erosions with hemorrhagic crusts and umbilicated vesicles concentrated in areas of atopic dermatitis, with fever and irritability, after exposure to a parent with a cold sore, is eczema herpeticum (Kaposi varicelliform eruption), disseminated herpes simplex virus infection of skin with an impaired barrier. It is a dermatologic emergency because of the risks of viremia, herpetic keratitis and secondary Staphylococcus aureus or streptococcal sepsis. Antiviral treatment is started immediately on clinical grounds while PCR of a lesion is pending; any periocular involvement requires urgent ophthalmologic examination.',
    objective: 'Recognise eczema herpeticum and treat it promptly with acyclovir.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Punched-out, crusted erosions spreading through eczema with fever is eczema herpeticum: start acyclovir immediately; add antibiotics only for bacterial superinfection.',
  },
  {
    id: 'peds-q-parental-refusal-emergency-transfusion',
    category: 'Pediatrics',
    examTypes: ['usmle', 'comlex'],
    topic: 'Parental refusal of life-saving treatment for a child',
    stem: 'A 7-year-old boy is brought to the emergency department by ambulance 30 minutes after he was struck by a car while riding his bicycle. His parents arrive with him. Pulse is 152/min, respirations are 32/min, and blood pressure is 68/40 mm Hg; oxygen saturation is 97% with supplemental oxygen. He is pale, cool, and confused, with capillary refill of 5 seconds. The abdomen is distended and tender, with bruising over the left upper quadrant. Bedside ultrasonography shows a large amount of free intraperitoneal fluid. He has received a 20-mL/kg bolus of isotonic crystalloid without improvement. Hemoglobin is 7.2 g/dL. The trauma surgeon plans an emergency laparotomy and requests an immediate transfusion. The parents consent to surgery but, citing their religious beliefs as Jehovah\'s Witnesses, refuse any transfusion for their son.',
    leadIn: 'Which of the following is the most appropriate action by the physician?',
    options: [
      {
        text: 'Ask the child for his consent',
        why: 'A 7-year-old, particularly one who is confused from shock, cannot give or refuse consent; his assent is sought when possible, but decisions are made in his best interest.',
      },
      {
        text: 'Consult the hospital ethics committee',
        why: 'An ethics consultation helps with disagreements when time allows; waiting for one in hemorrhagic shock would delay life-saving treatment.',
      },
      {
        text: 'Obtain a court order before transfusing',
        why: 'A court order is sought when the need for transfusion is anticipated but not immediate, for example before planned surgery or chemotherapy; in an emergency, treatment is not delayed for it.',
      },
      {
        text: "Respect the parents' refusal",
        why: 'Competent adults may refuse transfusion for themselves, but parental authority does not extend to refusing life-saving treatment for a child who cannot yet decide for himself.',
      },
      {
        text: 'Transfuse packed red blood cells',
        why: 'When a child will likely die or be seriously harmed without treatment and there is no time to involve the courts, the physician acts in the child\'s best interest and transfuses, while informing the parents, documenting the reasoning and involving hospital legal counsel.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Hypotension, tachycardia, confusion, poor perfusion and a low hemoglobin that do not respond to a crystalloid bolus, with left upper quadrant bruising and free intraperitoneal fluid, indicate hemorrhagic shock from a solid-organ injury, most likely the spleen; he needs blood now and an operation. Parents usually make medical decisions for their children, but that authority is limited by the best-interest standard: they may not refuse treatment that is necessary to prevent death or serious harm. In an emergency, the physician provides the life-saving treatment without waiting for legal approval. Blood-conserving measures acceptable to the family can be used alongside, and the parents should be treated respectfully and kept informed.',
    objective: 'Transfuse a child in life-threatening hemorrhage despite parental religious refusal when there is no time to seek a court order.',
    task: 'ethics',
    steps: 2,
    takeHome: 'Parents cannot refuse life-saving treatment for a child: in an emergency, transfuse now; seek a court order only when there is time.',
  },
];
