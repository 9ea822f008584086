import type { TopicNote } from '../types';

export const notes: readonly TopicNote[] = [
  {
    id: 'peds-kawasaki-disease',
    title: 'Kawasaki Disease',
    category: 'Pediatrics',
    keywords: ['Kawasaki', 'mucocutaneous lymph node syndrome', 'coronary aneurysm', 'strawberry tongue', 'CRASH and burn'],
    definition:
      'An acute medium-vessel vasculitis of young children (mostly under 5 years) and the leading cause of acquired heart disease in children in developed countries, because of coronary artery aneurysms.',
    keyFindings: [
      'Fever for at least 5 days plus at least 4 of 5: bilateral nonexudative conjunctivitis (limbal sparing), oral changes (strawberry tongue, red cracked lips), polymorphous rash, extremity changes (red, swollen hands and feet, later periungual desquamation), cervical lymphadenopathy (at least 1.5 cm, usually unilateral).',
      'Labs: raised ESR and CRP, anemia, leukocytosis, thrombocytosis after the first week, sterile pyuria, raised ALT, low albumin.',
      'Incomplete Kawasaki disease (fewer criteria) is more common in infants, who have the highest aneurysm risk.',
    ],
    diagnosis:
      'Clinical criteria, with labs to support incomplete cases. Echocardiography at diagnosis and again 1-2 and 4-6 weeks after treatment to assess the coronary arteries.',
    management:
      'IVIG plus aspirin, ideally within 10 days of fever onset. IVIG-resistant disease: a second IVIG dose or other agents (corticosteroids, infliximab). Long-term follow-up depends on coronary findings.',
    pharmacology:
      'IVIG lowers the risk of coronary aneurysms. Aspirin is given at a higher dose acutely, then a low antiplatelet dose; because of Reye syndrome risk, give inactivated influenza vaccine. Live vaccines (MMR, varicella) are deferred for 11 months after IVIG.',
    dontMiss:
      'Coronary aneurysm, thrombosis and MI. Mimics: scarlet fever, measles, adenovirus, toxic shock syndrome, MIS-C, Stevens-Johnson syndrome or drug reaction. Consider incomplete Kawasaki in an infant with prolonged unexplained fever.',
  },
  {
    id: 'peds-pyloric-stenosis',
    title: 'Infantile Hypertrophic Pyloric Stenosis',
    category: 'Pediatrics',
    keywords: ['pyloric stenosis', 'projectile vomiting', 'olive mass', 'HPS', 'pyloromyotomy', 'infant vomiting'],
    definition:
      'Hypertrophy of the pyloric muscle causing gastric outlet obstruction, usually at about 3-6 weeks of age; more common in firstborn boys and linked to early macrolide exposure (erythromycin, azithromycin).',
    keyFindings: [
      'Nonbilious, projectile vomiting after feeds in a hungry infant.',
      'Palpable olive-shaped epigastric mass; visible gastric peristalsis.',
      'Hypochloremic, hypokalemic metabolic alkalosis (paradoxical aciduria when severe).',
      'Dehydration and poor weight gain.',
    ],
    diagnosis:
      'Abdominal ultrasound is the test of choice (thickened, elongated pyloric muscle); an upper GI contrast study (string sign) if ultrasound is unavailable or equivocal.',
    management:
      'First correct dehydration, electrolytes and alkalosis with IV fluids (adding potassium once urine output is adequate), then surgical pyloromyotomy.',
    dontMiss:
      'Bilious vomiting in an infant suggests malrotation with midgut volvulus, a surgical emergency. Uncorrected alkalosis raises the risk of postoperative apnea.',
  },
  {
    id: 'peds-intussusception',
    title: 'Intussusception',
    category: 'Pediatrics',
    keywords: ['intussusception', 'currant jelly stool', 'telescoping bowel', 'sausage-shaped mass', 'air enema', 'target sign'],
    definition:
      'Telescoping of a proximal bowel segment into a distal one, most often ileocolic; the most common cause of bowel obstruction from about 6 months to 3 years. Usually idiopathic (lymphoid hyperplasia, often after a viral illness); a pathologic lead point (Meckel diverticulum, polyp, lymphoma, IgA vasculitis) is more likely in older children.',
    keyFindings: [
      'Episodes of severe colicky abdominal pain with drawing up of the legs, often with lethargy between episodes.',
      'Vomiting; "currant jelly" stool (blood and mucus) is a late sign.',
      'Sausage-shaped mass in the right upper abdomen.',
      'Lethargy may be the main finding in infants.',
    ],
    diagnosis:
      'Abdominal ultrasound is the first test (target or doughnut sign); an air or contrast enema is both diagnostic and therapeutic.',
    management:
      'IV fluids and nasogastric decompression, then image-guided pneumatic (air) or hydrostatic enema reduction. Surgery for peritonitis, perforation, hemodynamic instability or failed enema reduction.',
    dontMiss:
      'Enema is contraindicated with perforation (free air), peritonitis or shock. Intussusception can recur after reduction. Rotavirus vaccine carries a small increased risk.',
  },
  {
    id: 'peds-bronchiolitis',
    title: 'Bronchiolitis',
    category: 'Pediatrics',
    keywords: ['RSV', 'respiratory syncytial virus', 'bronchiolitis', 'wheezing infant', 'nirsevimab'],
    definition:
      'A viral lower respiratory infection in children under 2 years, most often respiratory syncytial virus (RSV), causing inflammation and obstruction of the small airways; peaks in winter.',
    keyFindings: [
      'Runny nose and cough followed by tachypnea, wheezing, crackles, retractions and nasal flaring.',
      'Illness usually peaks around days 3-5.',
      'Apnea may be the first sign in young or premature infants.',
      'Higher risk of severe disease: prematurity, age under 12 weeks, chronic lung disease, significant congenital heart disease, immunodeficiency.',
    ],
    diagnosis:
      'Clinical diagnosis from history and examination; routine chest X-ray and viral testing are not recommended (X-ray, if done, shows hyperinflation and peribronchial thickening).',
    management:
      'Supportive care: nasal suctioning, hydration, supplemental oxygen if saturation stays below 90%, and high-flow nasal cannula or CPAP for increased work of breathing. Bronchodilators, corticosteroids and antibiotics are not routinely recommended.',
    pharmacology:
      'Prevention: nirsevimab, a long-acting monoclonal antibody against the RSV F protein, for infants in their first RSV season unless the mother received RSV vaccine during pregnancy; palivizumab is reserved for selected high-risk infants when nirsevimab is unavailable. Maternal RSV vaccine is given at 32-36 weeks of gestation.',
    dontMiss:
      'Apnea, respiratory failure and dehydration. Consider foreign body aspiration, pneumonia, heart failure and asthma in atypical or recurrent wheezing.',
  },
  {
    id: 'peds-croup',
    title: 'Croup (Laryngotracheobronchitis)',
    category: 'Pediatrics',
    keywords: ['croup', 'laryngotracheobronchitis', 'barking cough', 'steeple sign', 'stridor', 'parainfluenza'],
    definition:
      'A viral infection causing subglottic airway swelling, most often parainfluenza virus, typically in children aged about 6 months to 3 years.',
    keyFindings: [
      'Barking, seal-like cough, hoarseness and inspiratory stridor after a few days of coryza, often worse at night.',
      'Low-grade fever; the child usually does not look toxic.',
      'Stridor at rest and retractions indicate moderate to severe disease.',
    ],
    diagnosis:
      'Clinical diagnosis. A frontal neck X-ray is needed only if the diagnosis is uncertain and shows subglottic narrowing (steeple sign).',
    management:
      'A single dose of oral dexamethasone for all severities; add nebulized racemic epinephrine for stridor at rest, then observe for several hours for rebound. Give oxygen if hypoxic and keep the child calm.',
    pharmacology:
      'Dexamethasone reduces airway edema over hours. Nebulized epinephrine vasoconstricts the mucosa quickly, but the effect wears off in about 2 hours.',
    dontMiss:
      'Epiglottitis (toxic, drooling, tripod position, little cough), bacterial tracheitis (high fever, toxic, poor response to epinephrine), foreign body aspiration, retropharyngeal abscess. Recurrent croup suggests an airway abnormality.',
  },
  {
    id: 'peds-epiglottitis',
    title: 'Epiglottitis',
    category: 'Pediatrics',
    keywords: ['epiglottitis', 'supraglottitis', 'thumb sign', 'thumbprint sign', 'drooling', 'tripod position', 'Hib'],
    definition:
      'A rapidly progressive bacterial infection of the epiglottis and supraglottic tissues that can cause sudden complete airway obstruction. Classically caused by Haemophilus influenzae type b (now rare because of vaccination); streptococci and Staphylococcus aureus are now more common, and adults are also affected.',
    keyFindings: [
      'Abrupt high fever, toxic appearance, severe sore throat, dysphagia, drooling, muffled voice.',
      'Sitting in the tripod position, anxiety, inspiratory stridor; cough is usually absent.',
      'Lateral neck X-ray: swollen epiglottis (thumb sign).',
    ],
    diagnosis:
      'Clinical suspicion; confirmed by direct visualization of a swollen red epiglottis in a controlled setting (operating room) ready for intubation or surgical airway. A lateral neck X-ray is only for a stable patient with an uncertain diagnosis.',
    management:
      'Keep the child calm with the parent (no tongue depressor, no supine positioning, defer IV placement) and secure the airway in the operating room with anesthesia and ENT; then IV antibiotics (e.g., ceftriaxone plus an anti-staphylococcal agent such as vancomycin). Rifampin prophylaxis for close contacts of Hib cases when indicated.',
    dontMiss:
      'Agitating the child can precipitate complete obstruction. Check immunization status. Mimics: croup, bacterial tracheitis, retropharyngeal or peritonsillar abscess, foreign body.',
  },
  {
    id: 'peds-neonatal-hyperbilirubinemia',
    title: 'Neonatal Hyperbilirubinemia',
    category: 'Pediatrics',
    keywords: ['neonatal jaundice', 'newborn jaundice', 'physiologic jaundice', 'kernicterus', 'phototherapy', 'breast milk jaundice'],
    definition:
      'Raised bilirubin in newborns, usually unconjugated, from high red cell turnover and immature hepatic conjugation. It is pathologic if it appears in the first 24 hours, rises rapidly, exceeds treatment thresholds, persists, or is conjugated.',
    keyFindings: [
      'Physiologic jaundice: appears after 24 hours, peaks around days 3-5 and resolves within about 2 weeks in term infants.',
      'Suboptimal intake (breastfeeding) jaundice: first week, from poor intake and increased enterohepatic circulation. Breast milk jaundice: later and prolonged, benign.',
      'Jaundice in the first 24 hours suggests hemolysis (ABO or Rh incompatibility, G6PD deficiency, hereditary spherocytosis).',
      'Conjugated (direct) hyperbilirubinemia is always pathologic (e.g., biliary atresia, infection).',
    ],
    diagnosis:
      'Transcutaneous or total serum bilirubin plotted by age in hours against AAP treatment thresholds (adjusted for gestational age and neurotoxicity risk factors). If elevated: direct bilirubin, blood type and direct antiglobulin (Coombs) test, CBC with reticulocytes, and G6PD testing when indicated.',
    management:
      'Support feeding (breastfeeding usually continues), phototherapy above the threshold (converts bilirubin to water-soluble isomers excreted without conjugation), and exchange transfusion for very high levels or signs of acute bilirubin encephalopathy. IVIG may be used in isoimmune hemolysis when bilirubin keeps rising despite phototherapy.',
    dontMiss:
      'Acute bilirubin encephalopathy and kernicterus: lethargy, hypotonia, high-pitched cry, arching (opisthotonus); later choreoathetosis, sensorineural hearing loss and upward gaze palsy. Biliary atresia: persistent conjugated jaundice with pale stools and dark urine; Kasai procedure works best before about 2 months of age. Sepsis can present with jaundice.',
  },
  {
    id: 'peds-developmental-dysplasia-of-the-hip',
    title: 'Developmental Dysplasia of the Hip',
    category: 'Pediatrics',
    keywords: ['DDH', 'hip dysplasia', 'congenital hip dislocation', 'Ortolani', 'Barlow', 'hip click'],
    definition:
      'Abnormal development of the hip in which the femoral head is unstable, subluxated or dislocated from a shallow acetabulum. Risk factors: breech presentation, female sex, family history, firstborn, oligohydramnios, tight swaddling with legs extended.',
    keyFindings: [
      'Newborn: positive Barlow (hip dislocates with adduction and posterior pressure) and Ortolani (dislocated hip reduces with abduction, palpable clunk) maneuvers.',
      'Older infants: limited hip abduction, apparent limb shortening (Galeazzi sign), asymmetric thigh or gluteal folds.',
      'Walking child: painless limp, Trendelenburg gait, waddling gait if bilateral.',
    ],
    diagnosis:
      'Hip examination at every well-child visit. Hip ultrasound is the imaging test in young infants (before the femoral head ossifies, roughly under 4-6 months); pelvic X-ray after that.',
    management:
      'Infants under about 6 months: Pavlik harness (holds hips flexed and abducted). Failed harness or older infants: closed reduction and spica cast; older children may need open reduction with or without osteotomy.',
    dontMiss:
      'Avascular necrosis of the femoral head is a complication of treatment. Late diagnosis leads to gait problems and early osteoarthritis.',
  },
  {
    id: 'peds-slipped-capital-femoral-epiphysis',
    title: 'Slipped Capital Femoral Epiphysis',
    category: 'Pediatrics',
    keywords: ['SCFE', 'slipped hip', 'adolescent hip pain', 'knee pain obese teen', 'limp'],
    definition:
      'Displacement of the femoral neck (metaphysis) relative to the capital femoral epiphysis through the growth plate, with the epiphysis slipping posteriorly and inferiorly; typically in overweight adolescents during the growth spurt. Atypical age or thin build suggests an endocrine cause (e.g., hypothyroidism).',
    keyFindings: [
      'Hip, groin, thigh or knee pain (referred) with a limp in an overweight adolescent.',
      'Limited internal rotation; the hip rotates externally when passively flexed.',
      'Often bilateral.',
      'Unstable slip: unable to bear weight, even with crutches.',
    ],
    diagnosis:
      'AP and lateral X-rays of both hips (frog-leg lateral, or cross-table lateral if the slip may be unstable): widened physis, and a line along the superior femoral neck (Klein line) that fails to intersect the epiphysis.',
    management:
      'Stop weight-bearing immediately and refer for urgent surgical in situ screw fixation; prophylactic fixation of the other hip is considered in high-risk patients.',
    dontMiss:
      'Always examine the hip in a child or adolescent with knee pain. Complications: avascular necrosis (especially unstable slips), chondrolysis. Differential: Legg-Calve-Perthes disease (younger children), transient synovitis, septic arthritis.',
  },
  {
    id: 'peds-febrile-seizure',
    title: 'Febrile Seizure',
    category: 'Pediatrics',
    keywords: ['febrile seizure', 'febrile convulsion', 'seizure with fever', 'simple febrile seizure', 'complex febrile seizure'],
    definition:
      'A seizure with fever (38 C or higher) in a child aged 6 months to 5 years without CNS infection, metabolic cause or prior afebrile seizures.',
    keyFindings: [
      'Simple: generalized, lasts under 15 minutes and does not recur within 24 hours.',
      'Complex: focal, lasts 15 minutes or more, or recurs within 24 hours.',
      'Often occurs early in a febrile illness, commonly viral (e.g., roseola).',
      'Recurs in about one-third; risk is higher with onset before 18 months, family history, lower temperature at the seizure and short duration of fever before it.',
    ],
    diagnosis:
      'Clinical diagnosis. For a simple febrile seizure in a well-appearing child, look for the source of fever only; routine labs, EEG and neuroimaging are not needed. Lumbar puncture if there are meningeal signs or suspected CNS infection, and consider it in infants 6-12 months with incomplete Hib or pneumococcal immunization or prior antibiotic treatment.',
    management:
      'Reassure and educate parents; antipyretics improve comfort but do not prevent recurrence. A seizure lasting 5 minutes or more is treated with a benzodiazepine. Long-term antiseizure prophylaxis is not recommended for simple febrile seizures.',
    dontMiss:
      'Meningitis or encephalitis (lethargy, meningismus, bulging fontanelle, prolonged altered consciousness). Simple febrile seizures carry only a slightly increased epilepsy risk; complex features raise it more.',
  },
  {
    id: 'peds-cystic-fibrosis',
    title: 'Cystic Fibrosis',
    category: 'Pediatrics',
    keywords: ['CF', 'CFTR', 'sweat chloride', 'meconium ileus', 'F508del'],
    definition:
      'An autosomal recessive disease caused by mutations in the CFTR chloride channel (most commonly F508del, a misfolded protein), producing thick secretions in the lungs, pancreas, intestine and reproductive tract.',
    keyFindings: [
      'Newborn: meconium ileus; positive newborn screen (raised immunoreactive trypsinogen).',
      'Recurrent sinopulmonary infections, bronchiectasis, nasal polyps, clubbing; Staphylococcus aureus early and Pseudomonas aeruginosa later.',
      'Pancreatic insufficiency: steatorrhea, failure to thrive, deficiency of vitamins A, D, E and K; CF-related diabetes.',
      'Male infertility from congenital bilateral absence of the vas deferens; salt loss with hyponatremic, hypochloremic metabolic alkalosis.',
    ],
    diagnosis:
      'Newborn screening (immunoreactive trypsinogen), then a sweat chloride test: 60 mmol/L or higher confirms CF; two disease-causing CFTR mutations also confirm it.',
    management:
      'Multidisciplinary care: airway clearance, inhaled dornase alfa and hypertonic saline, antibiotics for exacerbations (covering Pseudomonas), pancreatic enzyme replacement with fat-soluble vitamins and a high-calorie diet, and CFTR modulators for eligible genotypes.',
    pharmacology:
      'Elexacaftor-tezacaftor-ivacaftor (correctors plus potentiator) for patients with at least one F508del or another responsive mutation. Dornase alfa cleaves extracellular DNA to thin sputum. Inhaled tobramycin and chronic azithromycin for chronic Pseudomonas infection.',
    dontMiss:
      'Pneumothorax, massive hemoptysis, allergic bronchopulmonary aspergillosis, distal intestinal obstruction syndrome, CF-related diabetes and liver disease, Burkholderia cepacia infection.',
  },
  {
    id: 'peds-tetralogy-of-fallot',
    title: 'Tetralogy of Fallot',
    category: 'Pediatrics',
    keywords: ['TOF', 'tet spells', 'blue baby', 'cyanotic heart disease', 'boot-shaped heart'],
    definition:
      'The most common cyanotic congenital heart defect, caused by anterosuperior displacement of the infundibular septum: right ventricular outflow tract obstruction (pulmonary stenosis), ventricular septal defect, overriding aorta and right ventricular hypertrophy.',
    keyFindings: [
      'Cyanosis whose severity depends on the degree of outflow obstruction.',
      'Harsh systolic ejection murmur at the left upper sternal border from the outflow obstruction.',
      'Hypercyanotic "tet" spells with crying or feeding: worsening cyanosis and hyperpnea; the murmur softens during a spell. Older children squat to increase systemic vascular resistance.',
      'Chest X-ray: boot-shaped heart with decreased pulmonary vascular markings. Associated with 22q11.2 deletion.',
    ],
    diagnosis:
      'Echocardiography confirms the diagnosis; pulse oximetry, chest X-ray and ECG (right axis deviation, right ventricular hypertrophy) are supportive.',
    management:
      'Complete surgical repair (VSD closure and relief of outflow obstruction), usually in the first year of life. Prostaglandin E1 for neonates with ductal-dependent pulmonary blood flow. Tet spell: knee-chest position, oxygen, calming, morphine, IV fluids, then phenylephrine or a beta-blocker if needed.',
    pharmacology:
      'Prostaglandin E1 keeps the ductus arteriosus open; can cause apnea. Phenylephrine raises systemic vascular resistance to reduce right-to-left shunting.',
    dontMiss:
      'Transposition of the great arteries is the most common cyanotic lesion presenting in the first days of life. After repair: pulmonary regurgitation, right ventricular dilation, arrhythmias and sudden death.',
  },
  {
    id: 'peds-hirschsprung-disease',
    title: 'Hirschsprung Disease',
    category: 'Pediatrics',
    keywords: ['Hirschsprung', 'congenital aganglionic megacolon', 'delayed meconium', 'squirt sign', 'aganglionosis'],
    definition:
      'Congenital absence of ganglion cells in the distal bowel from failed neural crest cell migration, always involving the rectum and extending continuously upward, which causes functional obstruction; associated with Down syndrome and RET mutations.',
    keyFindings: [
      'Failure to pass meconium within 48 hours of birth; bilious vomiting and abdominal distension.',
      'Chronic constipation from birth and failure to thrive.',
      'Empty rectum on digital examination, followed by explosive release of stool and gas (squirt sign).',
      'Hirschsprung-associated enterocolitis: fever, distension, foul diarrhea; potentially fatal.',
    ],
    diagnosis:
      'Contrast enema (narrow distal segment, transition zone, dilated proximal colon) or anorectal manometry (absent rectoanal inhibitory reflex) as initial tests; rectal suction biopsy showing absent ganglion cells confirms the diagnosis.',
    management:
      'Surgical resection of the aganglionic segment with a pull-through procedure (sometimes staged with a temporary colostomy); rectal irrigation to decompress before surgery. Enterocolitis: fluids, decompression and IV antibiotics.',
    dontMiss:
      'Enterocolitis and toxic megacolon. Differential: meconium ileus (cystic fibrosis), meconium plug, functional constipation (begins after infancy, stool-filled rectum, encopresis).',
  },
];
