import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'peds-kawasaki-disease',
    title: 'Kawasaki Disease',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: ['Kawasaki', 'KD', 'mucocutaneous lymph node syndrome', 'coronary aneurysm', 'strawberry tongue', 'CRASH and burn', 'incomplete Kawasaki disease'],
    definition:
      'Kawasaki disease is an acute medium-vessel vasculitis of young children, mostly under 5 years, and the leading cause of acquired heart disease in children in developed countries because of coronary artery aneurysms.',
    riskFactors: [
      'Risk factors for Kawasaki disease are age under 5 years, male sex and East Asian (especially Japanese or Korean) ancestry.',
    ],
    pathophysiology:
      'Kawasaki disease is thought to be an abnormal immune response to an unidentified trigger, probably infectious, in genetically susceptible children; the resulting inflammation of medium-sized arteries weakens the coronary artery wall and can form aneurysms.',
    presentation: [
      'Kawasaki disease presents with fever for at least 5 days plus findings such as bilateral nonexudative conjunctivitis with limbal sparing, oral changes (strawberry tongue, red cracked lips), a polymorphous rash, extremity changes and unilateral cervical lymphadenopathy.',
      'Extremity changes in Kawasaki disease are red, swollen hands and feet in the acute phase followed by periungual desquamation.',
      'Labs in Kawasaki disease show raised ESR and CRP, anemia, leukocytosis, thrombocytosis after the first week, sterile pyuria, raised ALT and low albumin.',
      'Incomplete Kawasaki disease (fewer criteria) is more common in infants, who have the highest risk of coronary aneurysms.',
    ],
    bestInitialTest:
      'Kawasaki disease is diagnosed by clinical criteria, with ESR, CRP and other labs used to support incomplete cases.',
    testOfChoice:
      'The key imaging test in Kawasaki disease is echocardiography, done at diagnosis and again 1-2 and 4-6 weeks after treatment to assess the coronary arteries.',
    criteria: {
      name: 'AHA criteria for classic Kawasaki disease (CRASH and burn)',
      items: [
        'Classic Kawasaki disease requires fever for at least 5 days plus at least 4 of 5 principal features.',
        'One principal feature of Kawasaki disease is bilateral bulbar nonexudative conjunctivitis (with limbal sparing).',
        'One principal feature of Kawasaki disease is oral changes: strawberry tongue, red cracked lips or diffuse oropharyngeal redness.',
        'One principal feature of Kawasaki disease is a polymorphous rash.',
        'One principal feature of Kawasaki disease is extremity changes: red, swollen hands and feet, later periungual desquamation.',
        'One principal feature of Kawasaki disease is cervical lymphadenopathy of at least 1.5 cm, usually unilateral.',
      ],
    },
    firstLine:
      'First-line treatment of Kawasaki disease is IVIG plus aspirin, ideally within 10 days of fever onset.',
    management:
      'IVIG-resistant Kawasaki disease is treated with a second IVIG dose or other agents such as corticosteroids or infliximab. In Kawasaki disease, aspirin is given at a higher dose acutely and then at a low antiplatelet dose, and long-term follow-up depends on the coronary findings.',
    complications: [
      'The main complications of Kawasaki disease are coronary artery aneurysm, coronary thrombosis and myocardial infarction.',
    ],
    prognosis:
      'Timely IVIG reduces the risk of coronary artery aneurysms in Kawasaki disease from about 25% untreated to about 4%.',
    keyComparisons: [
      {
        with: 'micro-streptococcus-pyogenes',
        difference:
          'Scarlet fever from group A Streptococcus causes fever, strawberry tongue and a sandpaper rash with exudative pharyngitis and a positive strep test, whereas Kawasaki disease has at least 5 days of fever, nonexudative conjunctivitis, extremity changes and no response to antibiotics.',
      },
      {
        with: 'micro-measles-virus',
        difference:
          'Measles causes fever with cough, coryza, conjunctivitis, Koplik spots and a rash spreading from the head down, whereas Kawasaki disease has no Koplik spots and features extremity changes, cracked lips and cervical lymphadenopathy.',
      },
    ],
    why: [
      {
        question: 'Why is aspirin given in Kawasaki disease despite the risk of Reye syndrome?',
        answer:
          'Aspirin in Kawasaki disease reduces inflammation at high doses and prevents coronary thrombosis at low antiplatelet doses, and this benefit outweighs the small risk of Reye syndrome. Because Reye syndrome is linked to influenza and varicella, children on aspirin receive inactivated influenza vaccine.',
      },
      {
        question: 'Why are live vaccines deferred after IVIG in Kawasaki disease?',
        answer:
          'IVIG contains high levels of passively transferred antibodies, including antibodies against measles and varicella, which can neutralize live vaccine viruses and prevent an immune response. MMR and varicella vaccines are therefore deferred for 11 months after IVIG.',
      },
    ],
    highYield: [
      'IVIG lowers the risk of coronary aneurysms in Kawasaki disease.',
      'Children with Kawasaki disease on aspirin should receive inactivated influenza vaccine because of the risk of Reye syndrome.',
      'Live vaccines (MMR, varicella) are deferred for 11 months after IVIG for Kawasaki disease.',
      'Kawasaki disease is the leading cause of acquired heart disease in children in developed countries.',
    ],
    dontMiss:
      'In Kawasaki disease, do not miss coronary aneurysm, thrombosis and MI; consider incomplete Kawasaki disease in an infant with prolonged unexplained fever; and remember mimics such as scarlet fever, measles, adenovirus, toxic shock syndrome, MIS-C and Stevens-Johnson syndrome or drug reaction.',
    icd10: ['M30.3'],
  },
  {
    id: 'peds-pyloric-stenosis',
    title: 'Infantile Hypertrophic Pyloric Stenosis',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: ['pyloric stenosis', 'IHPS', 'HPS', 'projectile vomiting', 'olive mass', 'pyloromyotomy', 'infant vomiting'],
    definition:
      'Infantile hypertrophic pyloric stenosis is hypertrophy of the pyloric muscle causing gastric outlet obstruction, usually at about 3-6 weeks of age.',
    riskFactors: [
      'Risk factors for infantile hypertrophic pyloric stenosis are male sex, being firstborn, a family history and early macrolide exposure (erythromycin, azithromycin).',
    ],
    pathophysiology:
      'In infantile hypertrophic pyloric stenosis, the circular muscle of the pylorus thickens and obstructs gastric emptying; persistent vomiting of gastric hydrochloric acid causes hypochloremic metabolic alkalosis, and volume depletion drives the kidney to conserve sodium at the cost of potassium and hydrogen ions.',
    presentation: [
      'Infantile hypertrophic pyloric stenosis causes nonbilious, projectile vomiting after feeds in a hungry infant.',
      'Infantile hypertrophic pyloric stenosis can produce a palpable olive-shaped epigastric mass and visible gastric peristalsis.',
      'Infantile hypertrophic pyloric stenosis causes hypochloremic, hypokalemic metabolic alkalosis, with paradoxical aciduria when severe.',
      'Infantile hypertrophic pyloric stenosis causes dehydration and poor weight gain.',
    ],
    bestInitialTest:
      'The best initial test for infantile hypertrophic pyloric stenosis is abdominal ultrasound, which shows a thickened, elongated pyloric muscle.',
    testOfChoice:
      'Abdominal ultrasound is the test of choice for infantile hypertrophic pyloric stenosis; an upper GI contrast study (string sign) is used if ultrasound is unavailable or equivocal.',
    firstLine:
      'First-line management of infantile hypertrophic pyloric stenosis is to correct dehydration, electrolytes and alkalosis with IV fluids (adding potassium once urine output is adequate), then perform surgical pyloromyotomy.',
    complications: [
      'Complications of infantile hypertrophic pyloric stenosis are dehydration, electrolyte disturbance, poor weight gain and, if alkalosis is uncorrected, postoperative apnea.',
    ],
    keyComparisons: [
      {
        with: 'peds-hirschsprung-disease',
        difference:
          'Infantile hypertrophic pyloric stenosis causes nonbilious vomiting at 3-6 weeks with normal stooling, whereas Hirschsprung disease causes delayed meconium, bilious vomiting and abdominal distension in the newborn period.',
      },
      {
        with: 'gi-gerd',
        difference:
          'Infant gastroesophageal reflux causes effortless spitting up in a thriving baby, whereas infantile hypertrophic pyloric stenosis causes forceful projectile vomiting, dehydration, poor weight gain and metabolic alkalosis.',
      },
    ],
    why: [
      {
        question: 'Why is the vomiting nonbilious in pyloric stenosis?',
        answer:
          'In infantile hypertrophic pyloric stenosis the obstruction is at the pylorus, proximal to the ampulla of Vater where bile enters the duodenum, so the vomitus contains only gastric contents.',
      },
      {
        question: 'Why does pyloric stenosis cause paradoxical aciduria?',
        answer:
          'In severe infantile hypertrophic pyloric stenosis, volume depletion drives aldosterone-mediated sodium reabsorption, and with potassium already depleted, the kidney exchanges sodium for hydrogen ions. The urine becomes acidic even though the blood is alkalotic.',
      },
      {
        question: 'Why must alkalosis be corrected before pyloromyotomy?',
        answer:
          'Metabolic alkalosis in infantile hypertrophic pyloric stenosis suppresses the respiratory drive, and after anesthesia this raises the risk of postoperative apnea. Surgery is therefore delayed until fluids and electrolytes are corrected.',
      },
    ],
    highYield: [
      'Infantile hypertrophic pyloric stenosis is linked to early macrolide exposure (erythromycin, azithromycin).',
      'Infantile hypertrophic pyloric stenosis is more common in firstborn boys.',
      'The upper GI contrast study in infantile hypertrophic pyloric stenosis shows a string sign.',
    ],
    dontMiss:
      'Bilious vomiting in an infant suggests malrotation with midgut volvulus, a surgical emergency, rather than infantile hypertrophic pyloric stenosis; uncorrected alkalosis raises the risk of postoperative apnea.',
    icd10: ['Q40.0'],
  },
  {
    id: 'peds-intussusception',
    title: 'Intussusception',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: ['intussusception', 'ileocolic intussusception', 'currant jelly stool', 'telescoping bowel', 'sausage-shaped mass', 'air enema', 'target sign'],
    definition:
      'Intussusception is telescoping of a proximal bowel segment into a distal one, most often ileocolic, and the most common cause of bowel obstruction from about 6 months to 3 years of age.',
    mostCommonCause:
      'The most common cause of intussusception in young children is idiopathic lymphoid hyperplasia (Peyer patches), often after a viral illness.',
    causes: [
      'A pathologic lead point causing intussusception, such as Meckel diverticulum, a polyp, lymphoma or IgA vasculitis, is more likely in older children.',
    ],
    pathophysiology:
      'In intussusception, peristalsis pulls a proximal segment with its mesentery into the distal bowel, compressing the mesenteric veins; venous congestion and edema cause mucosal bleeding (currant jelly stool), and without reduction the bowel becomes ischemic and can perforate.',
    presentation: [
      'Intussusception causes episodes of severe colicky abdominal pain with drawing up of the legs, often with lethargy between episodes.',
      'Intussusception causes vomiting, and "currant jelly" stool (blood and mucus) is a late sign.',
      'Intussusception can produce a sausage-shaped mass in the right upper abdomen.',
      'Lethargy may be the main finding of intussusception in infants.',
    ],
    bestInitialTest:
      'The best initial test for intussusception is abdominal ultrasound, which shows a target or doughnut sign.',
    testOfChoice:
      'An air or contrast enema is both diagnostic and therapeutic for intussusception.',
    firstLine:
      'First-line treatment of intussusception is IV fluids and nasogastric decompression followed by image-guided pneumatic (air) or hydrostatic enema reduction.',
    management:
      'Surgery is needed in intussusception for peritonitis, perforation, hemodynamic instability or failed enema reduction.',
    complications: [
      'Complications of intussusception are bowel ischemia, perforation (including during enema reduction) and recurrence after reduction.',
    ],
    keyComparisons: [
      {
        with: 'rheum-iga-vasculitis',
        difference:
          'IgA vasculitis can cause intussusception through bowel wall hemorrhage acting as a lead point, typically ileoileal, so a child with palpable purpura and colicky abdominal pain needs ultrasound for intussusception.',
      },
      {
        with: 'surg-small-bowel-obstruction',
        difference:
          'Intussusception is the most common cause of bowel obstruction in children from about 6 months to 3 years, whereas adhesions are the most common cause of small bowel obstruction in adults.',
      },
    ],
    why: [
      {
        question: 'Why does intussusception cause currant jelly stool?',
        answer:
          'In intussusception, the mesentery of the telescoped segment is compressed, blocking venous outflow while arterial inflow continues. The congested, edematous mucosa bleeds and sloughs, mixing blood with mucus to produce currant jelly stool, which is therefore a late sign of ischemia.',
      },
      {
        question: 'Why is intussusception usually ileocolic in young children?',
        answer:
          'In young children, enlarged lymphoid tissue (Peyer patches) in the terminal ileum, often after a viral infection, acts as a lead point that peristalsis pulls through the ileocecal valve into the colon.',
      },
    ],
    highYield: [
      'Enema reduction of intussusception is contraindicated with perforation (free air), peritonitis or shock.',
      'Intussusception can recur after reduction.',
      'Rotavirus vaccine carries a small increased risk of intussusception.',
    ],
    dontMiss:
      'In intussusception, enema is contraindicated with perforation (free air), peritonitis or shock, the condition can recur after reduction, and lethargy may be the main sign in infants.',
    icd10: ['K56.1'],
  },
  {
    id: 'peds-bronchiolitis',
    title: 'Bronchiolitis',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: ['bronchiolitis', 'RSV', 'RSV bronchiolitis', 'respiratory syncytial virus', 'wheezing infant', 'nirsevimab', 'Beyfortus'],
    definition:
      'Bronchiolitis is a viral lower respiratory infection in children under 2 years that causes inflammation and obstruction of the small airways, peaking in winter.',
    mostCommonCause: 'The most common cause of bronchiolitis is respiratory syncytial virus (RSV).',
    causes: [
      'Other causes of bronchiolitis include rhinovirus, human metapneumovirus, parainfluenza virus, adenovirus and influenza.',
    ],
    riskFactors: [
      'Risk factors for severe bronchiolitis are prematurity, age under 12 weeks, chronic lung disease, significant congenital heart disease and immunodeficiency.',
    ],
    pathophysiology:
      'In bronchiolitis, the virus infects the epithelium of the small airways, causing necrosis, edema, mucus production and sloughed cells that plug the bronchioles, which leads to air trapping, atelectasis and ventilation-perfusion mismatch.',
    presentation: [
      'Bronchiolitis begins with a runny nose and cough followed by tachypnea, wheezing, crackles, retractions and nasal flaring.',
      'Bronchiolitis usually peaks around days 3-5 of illness.',
      'Apnea may be the first sign of bronchiolitis in young or premature infants.',
    ],
    diagnosis:
      'Bronchiolitis is a clinical diagnosis from history and examination; routine chest X-ray and viral testing are not recommended, and an X-ray, if done, shows hyperinflation and peribronchial thickening.',
    firstLine:
      'First-line treatment of bronchiolitis is supportive care: nasal suctioning, hydration, supplemental oxygen if saturation stays below 90%, with escalation to high-flow nasal cannula or CPAP for worsening respiratory distress.',
    management:
      'Bronchodilators, corticosteroids and antibiotics are not routinely recommended in bronchiolitis. Infants with bronchiolitis are admitted for hypoxia, apnea, poor feeding with dehydration or increased work of breathing.',
    complications: [
      'Complications of bronchiolitis are apnea, respiratory failure and dehydration.',
      'Severe RSV bronchiolitis in infancy is associated with recurrent wheezing later in childhood.',
    ],
    prevention:
      'Bronchiolitis from RSV is prevented with a long-acting monoclonal antibody (nirsevimab, or clesrovimab) for infants under 8 months entering their first RSV season unless the mother received RSV vaccine at least 14 days before delivery; maternal RSV vaccine is given at 32-36 weeks of gestation, and palivizumab is reserved for selected high-risk infants when the long-acting antibodies are unavailable.',
    keyComparisons: [
      {
        with: 'pulm-asthma',
        difference:
          'Bronchiolitis is a first episode of viral wheezing in a child under 2 years that does not respond reliably to bronchodilators, whereas asthma causes recurrent reversible wheezing that responds to bronchodilators and inhaled corticosteroids.',
      },
      {
        with: 'peds-croup',
        difference:
          'Bronchiolitis affects the small lower airways and causes wheezing and crackles, whereas croup affects the subglottic upper airway and causes a barking cough and inspiratory stridor.',
      },
      {
        with: 'pulm-community-acquired-pneumonia',
        difference:
          'Bacterial pneumonia causes high fever, focal crackles and lobar consolidation, whereas bronchiolitis causes diffuse wheezes and crackles with hyperinflation after a viral prodrome.',
      },
    ],
    why: [
      {
        question: 'Why don\'t bronchodilators help most infants with bronchiolitis?',
        answer:
          'Airway obstruction in bronchiolitis is caused by epithelial necrosis, edema, mucus and cellular debris rather than smooth muscle bronchospasm, so bronchodilators do little. Trials have not shown that they improve outcomes.',
      },
      {
        question: 'Why are young infants at high risk from bronchiolitis?',
        answer:
          'Airway resistance rises steeply as the airway radius falls (inversely with the fourth power of the radius), so the small bronchioles of young infants are easily obstructed by edema and mucus. Young and premature infants also have immature respiratory control, which makes apnea more likely.',
      },
    ],
    highYield: [
      'Nirsevimab, used to prevent RSV bronchiolitis, is a long-acting monoclonal antibody against the RSV F protein given as a single dose for the season.',
      'Maternal RSV vaccine to prevent infant bronchiolitis is given at 32-36 weeks of gestation.',
      'Routine chest X-ray and viral testing are not recommended in typical bronchiolitis.',
    ],
    dontMiss:
      'In bronchiolitis, watch for apnea, respiratory failure and dehydration, and consider foreign body aspiration, pneumonia, heart failure and asthma in atypical or recurrent wheezing.',
    icd10: ['J21.0', 'J21.9', 'J21.1'],
  },
  {
    id: 'peds-croup',
    title: 'Croup (Laryngotracheobronchitis)',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: ['croup', 'laryngotracheobronchitis', 'viral croup', 'barking cough', 'seal-like cough', 'steeple sign', 'stridor', 'parainfluenza'],
    definition:
      'Croup is a viral infection causing subglottic airway swelling, typically in children aged about 6 months to 3 years.',
    mostCommonCause: 'The most common cause of croup is parainfluenza virus.',
    pathophysiology:
      'In croup, viral inflammation causes edema of the subglottic larynx, which in young children is the narrowest part of the upper airway; because airway resistance rises steeply as the radius falls, a little swelling causes stridor and increased work of breathing.',
    presentation: [
      'Croup causes a barking, seal-like cough, hoarseness and inspiratory stridor after a few days of coryza, often worse at night.',
      'Croup causes a low-grade fever, and the child usually does not look toxic.',
      'Stridor at rest and retractions indicate moderate to severe croup.',
    ],
    bestInitialTest:
      'Croup is a clinical diagnosis, and a frontal neck X-ray is needed only if the diagnosis is uncertain, showing subglottic narrowing (steeple sign).',
    criteria: {
      name: 'Westley croup score',
      items: [
        'The Westley croup score grades croup severity from stridor, retractions, air entry, cyanosis and level of consciousness.',
        'A Westley score of 2 or less indicates mild croup, 3-5 moderate croup, 6-11 severe croup and 12 or more impending respiratory failure.',
      ],
    },
    firstLine:
      'First-line treatment of croup of any severity is a single dose of oral dexamethasone (commonly 0.6 mg/kg).',
    management:
      'Nebulized racemic epinephrine is added in croup for stridor at rest, followed by observation for several hours for rebound. Children with croup receive oxygen if hypoxic and are kept calm.',
    complications: [
      'Complications of croup are airway obstruction and respiratory failure in severe cases and, rarely, secondary bacterial tracheitis.',
    ],
    keyComparisons: [
      {
        with: 'peds-epiglottitis',
        difference:
          'Croup has a gradual onset after coryza with a barking cough and a nontoxic child, whereas epiglottitis has an abrupt onset with high fever, toxic appearance, drooling, tripod position and little cough.',
      },
      {
        with: 'peds-bronchiolitis',
        difference:
          'Croup is an upper airway (subglottic) infection with inspiratory stridor and barking cough, whereas bronchiolitis is a lower airway infection with wheezing and crackles.',
      },
    ],
    why: [
      {
        question: 'Why do children with croup need observation after nebulized epinephrine?',
        answer:
          'Nebulized epinephrine in croup vasoconstricts the subglottic mucosa and reduces swelling quickly, but the effect wears off in about 2 hours. Symptoms can return, so the child is observed for several hours, by which time dexamethasone has begun to work.',
      },
      {
        question: 'Why does croup cause a barking cough?',
        answer:
          'Swelling of the subglottic larynx and vocal cords in croup narrows and stiffens the airway just below the cords, so air forced through it during coughing produces a harsh, seal-like bark and a hoarse voice.',
      },
    ],
    highYield: [
      'Dexamethasone reduces airway edema in croup over hours, while nebulized epinephrine works quickly but wears off in about 2 hours.',
      'The steeple sign on a frontal neck X-ray is subglottic narrowing in croup.',
      'Recurrent croup suggests an underlying airway abnormality.',
    ],
    dontMiss:
      'Mimics of croup are epiglottitis (toxic, drooling, tripod position, little cough), bacterial tracheitis (high fever, toxic, poor response to epinephrine), foreign body aspiration and retropharyngeal abscess; recurrent croup suggests an airway abnormality.',
    icd10: ['J05.0'],
  },
  {
    id: 'peds-epiglottitis',
    title: 'Epiglottitis',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: ['epiglottitis', 'supraglottitis', 'thumb sign', 'thumbprint sign', 'drooling', 'tripod position', 'Hib'],
    definition:
      'Epiglottitis is a rapidly progressive bacterial infection of the epiglottis and supraglottic tissues that can cause sudden complete airway obstruction; it affects both children and adults.',
    mostCommonCause:
      'The classic cause of epiglottitis is Haemophilus influenzae type b; since routine Hib vaccination, epiglottitis is caused by a range of organisms, including streptococci (S. pyogenes, S. pneumoniae), Staphylococcus aureus and non-type b H. influenzae, and Hib still occurs in unvaccinated children.',
    riskFactors: [
      'Risk factors for epiglottitis are incomplete Hib immunization and immunocompromise.',
    ],
    pathophysiology:
      'In epiglottitis, bacterial cellulitis makes the epiglottis and aryepiglottic folds swell rapidly at the laryngeal inlet, so secretions pool and the airway can close suddenly, especially if the child is upset or laid supine.',
    presentation: [
      'Epiglottitis causes abrupt high fever, toxic appearance, severe sore throat, dysphagia, drooling and a muffled voice.',
      'A child with epiglottitis sits in the tripod position, is anxious and has inspiratory stridor, and cough is usually absent.',
      'A lateral neck X-ray in epiglottitis shows a swollen epiglottis (thumb sign).',
    ],
    bestInitialTest:
      'Epiglottitis is diagnosed on clinical suspicion, and a lateral neck X-ray is only for a stable patient with an uncertain diagnosis.',
    testOfChoice:
      'Epiglottitis is confirmed by direct visualization of a swollen, red epiglottis in a controlled setting (the operating room) that is ready for intubation or a surgical airway.',
    firstLine:
      'First-line management of epiglottitis is to keep the child calm with the parent (no tongue depressor, no supine positioning, defer IV placement) and secure the airway in the operating room with anesthesia and ENT.',
    management:
      'After the airway is secured, epiglottitis is treated with IV antibiotics, e.g., ceftriaxone plus an anti-staphylococcal agent such as vancomycin. Rifampin prophylaxis is given to close contacts of Hib epiglottitis when indicated.',
    complications: [
      'The main complication of epiglottitis is sudden complete airway obstruction with respiratory arrest.',
    ],
    prevention: 'Epiglottitis in children is prevented by Hib vaccination.',
    keyComparisons: [
      {
        with: 'peds-croup',
        difference:
          'Epiglottitis has an abrupt onset with high fever, toxic appearance, drooling and little cough, whereas croup has a gradual onset with a barking cough in a nontoxic child.',
      },
      {
        with: 'micro-haemophilus-influenzae',
        difference:
          'Haemophilus influenzae type b was the classic cause of epiglottitis in young children before routine Hib vaccination, which has made Hib epiglottitis rare.',
      },
    ],
    why: [
      {
        question: 'Why should a child with suspected epiglottitis not be examined with a tongue depressor?',
        answer:
          'In epiglottitis, the swollen supraglottic tissues leave only a small airway opening, and agitation, crying or gagging from a tongue depressor can trigger laryngospasm and complete obstruction. The airway is examined only in the operating room, ready for intubation or a surgical airway.',
      },
      {
        question: 'Why do children with epiglottitis sit in the tripod position and drool?',
        answer:
          'In epiglottitis, leaning forward with the neck extended moves the swollen epiglottis away from the laryngeal inlet and keeps the airway as open as possible. Swallowing is so painful that saliva pools and drips from the mouth.',
      },
    ],
    highYield: [
      'The thumb sign on a lateral neck X-ray is a swollen epiglottis in epiglottitis.',
      'Since Hib vaccination made childhood cases rare, epiglottitis is now seen more often in adults than in children.',
    ],
    dontMiss:
      'In epiglottitis, agitating the child can precipitate complete obstruction; check immunization status and remember mimics such as croup, bacterial tracheitis, retropharyngeal or peritonsillar abscess, and foreign body.',
    icd10: ['J05.10', 'J05.11'],
  },
  {
    id: 'peds-neonatal-hyperbilirubinemia',
    title: 'Neonatal Hyperbilirubinemia',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: ['neonatal jaundice', 'newborn jaundice', 'physiologic jaundice', 'kernicterus', 'phototherapy', 'breast milk jaundice', 'breastfeeding jaundice', 'yellow baby'],
    definition:
      'Neonatal hyperbilirubinemia is raised bilirubin in newborns, usually unconjugated, from high red cell turnover and immature hepatic conjugation; it is pathologic if it appears in the first 24 hours, rises rapidly, exceeds treatment thresholds, persists, or is conjugated.',
    mostCommonCause: 'The most common cause of neonatal hyperbilirubinemia is physiologic jaundice.',
    causes: [
      'Jaundice in the first 24 hours of life suggests hemolysis from ABO or Rh incompatibility, G6PD deficiency or hereditary spherocytosis.',
      'Suboptimal intake (breastfeeding) jaundice occurs in the first week from poor intake and increased enterohepatic circulation, while breast milk jaundice appears later, is prolonged and is benign.',
      'Conjugated (direct) neonatal hyperbilirubinemia is always pathologic, for example from biliary atresia or infection.',
    ],
    riskFactors: [
      'Risk factors for severe neonatal hyperbilirubinemia include lower gestational age, jaundice in the first 24 hours, isoimmune hemolysis, G6PD deficiency, exclusive breastfeeding with suboptimal intake, a parent or sibling who needed phototherapy, scalp hematoma or significant bruising, Down syndrome and a macrosomic infant of a diabetic mother.',
    ],
    pathophysiology:
      'In neonatal hyperbilirubinemia, newborns produce more bilirubin because fetal red cells are abundant and short-lived, while hepatic UDP-glucuronosyltransferase activity is immature and intestinal reabsorption of bilirubin is high; unconjugated bilirubin that is not bound to albumin can cross the blood-brain barrier and injure the basal ganglia and brainstem nuclei.',
    presentation: [
      'Physiologic jaundice appears after 24 hours, peaks around days 3-5 and resolves within about 2 weeks in term infants.',
      'Neonatal hyperbilirubinemia causes jaundice that progresses from the head downward as bilirubin rises.',
    ],
    bestInitialTest:
      'The best initial test for neonatal hyperbilirubinemia is a transcutaneous or total serum bilirubin plotted by age in hours against AAP treatment thresholds, which are adjusted for gestational age and neurotoxicity risk factors.',
    testOfChoice:
      'Elevated bilirubin in neonatal hyperbilirubinemia is evaluated with a direct bilirubin, blood type and direct antiglobulin (Coombs) test, CBC with reticulocytes, and G6PD testing when indicated.',
    firstLine:
      'First-line treatment of neonatal hyperbilirubinemia above the treatment threshold is phototherapy, with support of feeding (breastfeeding usually continues).',
    management:
      'Exchange transfusion is used for very high bilirubin or signs of acute bilirubin encephalopathy in neonatal hyperbilirubinemia. IVIG may be used in isoimmune hemolysis when bilirubin keeps rising despite phototherapy.',
    complications: [
      'Acute bilirubin encephalopathy from neonatal hyperbilirubinemia causes lethargy, hypotonia, a high-pitched cry and arching (opisthotonus).',
      'Kernicterus is the chronic form of bilirubin encephalopathy, causing choreoathetosis, sensorineural hearing loss and upward gaze palsy.',
    ],
    keyComparisons: [
      {
        with: 'obgyn-rh-alloimmunization',
        difference:
          'Rh alloimmunization causes severe hemolytic neonatal hyperbilirubinemia starting in the first 24 hours with a positive direct Coombs test, usually in a later pregnancy of an Rh-negative mother.',
      },
      {
        with: 'heme-g6pd-deficiency',
        difference:
          'G6PD deficiency is an important cause of severe neonatal hyperbilirubinemia, especially in boys of African, Mediterranean or Asian ancestry, and it is Coombs-negative.',
      },
      {
        with: 'heme-hereditary-spherocytosis',
        difference:
          'Hereditary spherocytosis causes Coombs-negative hemolytic neonatal hyperbilirubinemia with spherocytes on the smear and often a family history, unlike ABO or Rh disease, which is Coombs-positive.',
      },
    ],
    why: [
      {
        question: 'Why does phototherapy work in neonatal jaundice?',
        answer:
          'Blue-green light converts unconjugated bilirubin in the skin into water-soluble isomers (lumirubin and photoisomers) that are excreted in bile and urine without hepatic conjugation, lowering bilirubin in neonatal hyperbilirubinemia.',
      },
      {
        question: 'Why does only unconjugated bilirubin cause kernicterus?',
        answer:
          'Unconjugated bilirubin is lipid-soluble, so when it exceeds the binding capacity of albumin, the free fraction crosses the blood-brain barrier and deposits in the basal ganglia and brainstem nuclei. Conjugated bilirubin is water-soluble and does not enter the brain.',
      },
      {
        question: 'Why is conjugated hyperbilirubinemia in a newborn always pathologic?',
        answer:
          'Conjugated hyperbilirubinemia means the liver has conjugated bilirubin but cannot excrete it, which points to cholestasis from biliary atresia, infection or metabolic liver disease. Biliary atresia must be found early because the Kasai procedure works best before about 2 months of age.',
      },
    ],
    highYield: [
      'Biliary atresia causes persistent conjugated neonatal jaundice with pale stools and dark urine, and the Kasai procedure works best before about 2 months of age.',
      'Breast milk jaundice appears after the first week, is prolonged and benign, whereas suboptimal intake jaundice appears in the first week from poor feeding.',
      'Sepsis can present with neonatal jaundice.',
    ],
    dontMiss:
      'In neonatal hyperbilirubinemia, do not miss acute bilirubin encephalopathy and kernicterus, biliary atresia (persistent conjugated jaundice with pale stools and dark urine), or sepsis presenting with jaundice.',
    icd10: ['P59.9', 'P59.3', 'P55.1', 'P57.9'],
  },
  {
    id: 'peds-developmental-dysplasia-of-the-hip',
    title: 'Developmental Dysplasia of the Hip',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: ['DDH', 'hip dysplasia', 'congenital hip dislocation', 'Ortolani', 'Barlow', 'hip click', 'Pavlik harness'],
    definition:
      'Developmental dysplasia of the hip is abnormal development of the hip in which the femoral head is unstable, subluxated or dislocated from a shallow acetabulum.',
    riskFactors: [
      'Risk factors for developmental dysplasia of the hip are breech presentation, female sex, family history, being firstborn, oligohydramnios and tight swaddling with the legs extended.',
    ],
    pathophysiology:
      'Normal acetabular growth depends on a well-seated femoral head; in developmental dysplasia of the hip, ligamentous laxity (increased by maternal hormones) and intrauterine or postnatal positioning let the head sit out of place, so the acetabulum stays shallow.',
    presentation: [
      'In newborns, developmental dysplasia of the hip causes a positive Barlow maneuver (the hip dislocates with adduction and posterior pressure) and Ortolani maneuver (the dislocated hip reduces with abduction with a palpable clunk).',
      'In older infants, developmental dysplasia of the hip causes limited hip abduction, apparent limb shortening (Galeazzi sign) and asymmetric thigh or gluteal folds.',
      'In a walking child, developmental dysplasia of the hip causes a painless limp, a Trendelenburg gait, or a waddling gait if bilateral.',
    ],
    bestInitialTest:
      'The best initial screening for developmental dysplasia of the hip is hip examination (Barlow and Ortolani maneuvers) at every well-child visit.',
    testOfChoice:
      'The imaging test for developmental dysplasia of the hip is hip ultrasound in young infants, before the femoral head ossifies (roughly under 4-6 months), and a pelvic X-ray after that.',
    firstLine:
      'First-line treatment of developmental dysplasia of the hip in infants under about 6 months is a Pavlik harness, which holds the hips flexed and abducted.',
    management:
      'Developmental dysplasia of the hip that fails harness treatment, or in older infants, is treated with closed reduction and a spica cast; older children may need open reduction with or without osteotomy.',
    complications: [
      'Avascular necrosis of the femoral head is a complication of treatment for developmental dysplasia of the hip.',
      'Late diagnosis of developmental dysplasia of the hip leads to gait problems and early osteoarthritis.',
    ],
    keyComparisons: [
      {
        with: 'peds-slipped-capital-femoral-epiphysis',
        difference:
          'Developmental dysplasia of the hip is found in infancy by screening examination or as a painless limp when walking starts, whereas slipped capital femoral epiphysis affects overweight adolescents with hip or knee pain and limited internal rotation.',
      },
    ],
    why: [
      {
        question: 'Why is ultrasound used instead of X-ray for hip dysplasia in young infants?',
        answer:
          'In young infants the femoral head is cartilage and has not yet ossified, so it does not show on X-ray. Ultrasound shows the cartilaginous head and acetabulum and can assess stability in developmental dysplasia of the hip until about 4-6 months of age.',
      },
      {
        question: 'Why does a Pavlik harness treat hip dysplasia?',
        answer:
          'A Pavlik harness holds the hips flexed and abducted, which directs the femoral head into the acetabulum. Keeping the head seated stimulates the acetabulum to deepen normally in developmental dysplasia of the hip.',
      },
    ],
    highYield: [
      'The Barlow maneuver dislocates an unstable hip, and the Ortolani maneuver reduces a dislocated hip in developmental dysplasia of the hip.',
      'Limited hip abduction is the most reliable sign of developmental dysplasia of the hip after about 3 months of age, when Barlow and Ortolani become negative.',
      'Breech presentation, female sex and a family history are the main risk factors for developmental dysplasia of the hip.',
    ],
    dontMiss:
      'In developmental dysplasia of the hip, avascular necrosis of the femoral head is a complication of treatment, and late diagnosis leads to gait problems and early osteoarthritis.',
    icd10: ['Q65.89', 'Q65.6', 'Q65.2'],
  },
  {
    id: 'peds-slipped-capital-femoral-epiphysis',
    title: 'Slipped Capital Femoral Epiphysis',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: ['SCFE', 'slipped hip', 'slipped upper femoral epiphysis', 'SUFE', 'adolescent hip pain', 'knee pain obese teen', 'limp'],
    definition:
      'Slipped capital femoral epiphysis is displacement of the femoral neck (metaphysis) relative to the capital femoral epiphysis through the growth plate, with the epiphysis slipping posteriorly and inferiorly, typically in overweight adolescents during the growth spurt.',
    riskFactors: [
      'The main risk factor for slipped capital femoral epiphysis is obesity, and it occurs during the adolescent growth spurt, more often in boys.',
      'Slipped capital femoral epiphysis at an atypical age or in a thin child suggests an endocrine cause such as hypothyroidism, growth hormone deficiency or therapy, or renal osteodystrophy.',
    ],
    pathophysiology:
      'In slipped capital femoral epiphysis, shear forces across the hip exceed the strength of the physis, which is weakened and widened during the adolescent growth spurt; obesity increases the load, and hormonal disorders weaken the physis further.',
    presentation: [
      'Slipped capital femoral epiphysis causes hip, groin, thigh or referred knee pain with a limp in an overweight adolescent.',
      'Slipped capital femoral epiphysis limits internal rotation, and the hip rotates externally when passively flexed.',
      'Slipped capital femoral epiphysis is often bilateral.',
      'An unstable slipped capital femoral epiphysis is one in which the patient cannot bear weight, even with crutches.',
    ],
    bestInitialTest:
      'The best initial test for slipped capital femoral epiphysis is AP and lateral X-rays of both hips (frog-leg lateral, or cross-table lateral if the slip may be unstable).',
    testOfChoice:
      'X-rays in slipped capital femoral epiphysis show a widened physis and a line along the superior femoral neck (Klein line) that fails to intersect the epiphysis.',
    firstLine:
      'First-line management of slipped capital femoral epiphysis is to stop weight-bearing immediately and refer for urgent surgical in situ screw fixation.',
    management:
      'Prophylactic fixation of the other hip is considered in patients with slipped capital femoral epiphysis at high risk of a contralateral slip, such as young patients or those with endocrine disorders.',
    complications: [
      'Complications of slipped capital femoral epiphysis are avascular necrosis (especially with unstable slips), chondrolysis, a contralateral slip and early osteoarthritis.',
    ],
    keyComparisons: [
      {
        with: 'peds-developmental-dysplasia-of-the-hip',
        difference:
          'Slipped capital femoral epiphysis affects overweight adolescents with pain and limited internal rotation, whereas developmental dysplasia of the hip is an infant condition found by Barlow and Ortolani maneuvers or as a painless limp in a toddler.',
      },
      {
        with: 'rheum-septic-arthritis',
        difference:
          'Septic arthritis of the hip causes fever, an acutely painful, held hip and raised inflammatory markers, whereas slipped capital femoral epiphysis causes afebrile hip or knee pain with a limp and a slip on X-ray.',
      },
    ],
    why: [
      {
        question: 'Why does slipped capital femoral epiphysis often present with knee pain?',
        answer:
          'The hip joint and the medial knee share sensory innervation through the obturator nerve, so pain from slipped capital femoral epiphysis is often referred to the thigh or knee. An adolescent with knee pain and a normal knee examination needs a hip examination and hip X-rays.',
      },
      {
        question: 'Why are unstable slips at high risk of avascular necrosis?',
        answer:
          'The femoral head is supplied mainly by retinacular vessels running along the femoral neck, and an acute unstable slip in slipped capital femoral epiphysis can tear or kink them. Loss of this blood supply leads to avascular necrosis of the femoral head.',
      },
    ],
    highYield: [
      'Klein line fails to intersect the femoral epiphysis in slipped capital femoral epiphysis.',
      'Obligatory external rotation on passive hip flexion is a classic sign of slipped capital femoral epiphysis.',
      'Legg-Calve-Perthes disease affects younger children (about 4-10 years), whereas slipped capital femoral epiphysis affects adolescents.',
    ],
    dontMiss:
      'Always examine the hip in a child or adolescent with knee pain; slipped capital femoral epiphysis can cause avascular necrosis and chondrolysis, and its differential includes Legg-Calve-Perthes disease (younger children), transient synovitis and septic arthritis.',
    icd10: ['M93.003', 'M93.004'],
  },
  {
    id: 'peds-febrile-seizure',
    title: 'Febrile Seizure',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: ['febrile seizure', 'febrile convulsion', 'fever fit', 'seizure with fever', 'simple febrile seizure', 'complex febrile seizure'],
    definition:
      'A febrile seizure is a seizure with fever (38 C or higher) in a child aged 6 months to 5 years without CNS infection, metabolic cause or prior afebrile seizures.',
    mostCommonCause:
      'The most common cause of the fever in a febrile seizure is a viral infection, for example roseola (HHV-6).',
    riskFactors: [
      'Risk factors for febrile seizures are age 6 months to 5 years and a family history of febrile seizures.',
      'The risk of febrile seizure recurrence is higher with onset before 18 months, a family history, a lower temperature at the time of the seizure and a short duration of fever before the seizure.',
    ],
    pathophysiology:
      'Febrile seizures occur because the developing brain of a young child has a lower seizure threshold that is temporarily exceeded during fever, with a strong genetic predisposition.',
    presentation: [
      'A simple febrile seizure is generalized, lasts under 15 minutes and does not recur within 24 hours.',
      'A complex febrile seizure is focal, lasts 15 minutes or more, or recurs within 24 hours.',
      'A febrile seizure often occurs early in a febrile illness.',
    ],
    bestInitialTest:
      'The best initial evaluation of a simple febrile seizure in a well-appearing child is a search for the source of fever only; routine labs, EEG and neuroimaging are not needed.',
    testOfChoice:
      'Lumbar puncture is performed after a febrile seizure if there are meningeal signs or suspected CNS infection, and is considered in infants aged 6-12 months with incomplete Hib or pneumococcal immunization or prior antibiotic treatment.',
    firstLine:
      'First-line management of a simple febrile seizure is reassurance and education of the parents.',
    management:
      'A febrile seizure lasting 5 minutes or more is treated with a benzodiazepine. Antipyretics improve comfort during febrile illness but do not prevent febrile seizure recurrence, and long-term antiseizure prophylaxis is not recommended for simple febrile seizures.',
    prognosis:
      'Febrile seizures recur in about one-third of children, and simple febrile seizures carry only a slightly increased risk of later epilepsy, while complex features raise that risk more.',
    keyComparisons: [
      {
        with: 'id-bacterial-meningitis',
        difference:
          'Bacterial meningitis causes seizures with fever plus lethargy, meningismus, a bulging fontanelle or prolonged altered consciousness, whereas after a simple febrile seizure the child returns quickly to normal.',
      },
      {
        with: 'neuro-epilepsy',
        difference:
          'Epilepsy is defined by unprovoked seizures, whereas a febrile seizure is provoked by fever in a young child and does not by itself mean epilepsy.',
      },
    ],
    why: [
      {
        question: 'Why don\'t antipyretics prevent febrile seizures?',
        answer:
          'Febrile seizures often occur at the onset of fever, sometimes before the fever is noticed, and trials show that regular antipyretics do not lower the recurrence rate. Antipyretics are given for comfort only.',
      },
      {
        question: 'Why is lumbar puncture considered after a febrile seizure in some infants?',
        answer:
          'In infants aged 6-12 months, meningitis can present with fever and a seizure without clear meningeal signs. If the infant is not fully immunized against Hib and pneumococcus, or prior antibiotics could mask signs, lumbar puncture is considered to exclude meningitis.',
      },
    ],
    highYield: [
      'Febrile seizures recur in about one-third of children.',
      'Simple febrile seizures do not need EEG, neuroimaging or routine labs in a well-appearing child.',
    ],
    dontMiss:
      'After a febrile seizure, do not miss meningitis or encephalitis (lethargy, meningismus, bulging fontanelle, prolonged altered consciousness).',
    icd10: ['R56.00', 'R56.01'],
  },
  {
    id: 'peds-cystic-fibrosis',
    title: 'Cystic Fibrosis',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: ['CF', 'mucoviscidosis', 'CFTR', 'sweat chloride', 'sweat test', 'meconium ileus', 'F508del', 'Trikafta'],
    definition:
      'Cystic fibrosis is an autosomal recessive disease caused by mutations in the CFTR chloride channel that produce thick secretions in the lungs, pancreas, intestine and reproductive tract.',
    mostCommonCause:
      'The most common mutation causing cystic fibrosis is F508del, which produces a misfolded CFTR protein that is degraded before reaching the cell surface.',
    riskFactors: [
      'Cystic fibrosis is inherited in an autosomal recessive pattern and is most common in people of Northern European ancestry, among whom about 1 in 25 is a carrier.',
    ],
    pathophysiology:
      'In cystic fibrosis, defective CFTR reduces chloride and bicarbonate secretion across epithelia, so airway surface liquid and other secretions become dehydrated and thick; this impairs mucociliary clearance, obstructs pancreatic ducts and the intestine, and in the sweat duct prevents chloride reabsorption, raising sweat chloride.',
    presentation: [
      'In newborns, cystic fibrosis can present with meconium ileus or a positive newborn screen (raised immunoreactive trypsinogen).',
      'Cystic fibrosis causes recurrent sinopulmonary infections, bronchiectasis, nasal polyps and clubbing, with Staphylococcus aureus early and Pseudomonas aeruginosa later.',
      'Pancreatic insufficiency in cystic fibrosis causes steatorrhea, failure to thrive and deficiency of vitamins A, D, E and K, and it can lead to CF-related diabetes.',
      'Cystic fibrosis causes male infertility from congenital bilateral absence of the vas deferens and salt loss with hyponatremic, hypochloremic metabolic alkalosis.',
    ],
    bestInitialTest:
      'The best initial test for cystic fibrosis is newborn screening with immunoreactive trypsinogen.',
    testOfChoice:
      'The confirmatory test for cystic fibrosis is a sweat chloride test, in which 60 mmol/L or higher confirms the diagnosis; two disease-causing CFTR mutations also confirm it.',
    criteria: {
      name: 'Cystic Fibrosis Foundation diagnostic criteria',
      items: [
        'Cystic fibrosis is diagnosed in a patient with a positive newborn screen, symptoms consistent with CF or a family history, plus evidence of CFTR dysfunction.',
        'Evidence of CFTR dysfunction for a cystic fibrosis diagnosis is a sweat chloride of 60 mmol/L or higher, two disease-causing CFTR variants, or abnormal CFTR physiologic testing.',
        'A sweat chloride of 30-59 mmol/L is intermediate for cystic fibrosis and needs CFTR genetic analysis and further testing.',
      ],
    },
    firstLine:
      'First-line management of cystic fibrosis is multidisciplinary care with airway clearance, inhaled dornase alfa and hypertonic saline, pancreatic enzyme replacement with fat-soluble vitamins and a high-calorie diet, and a CFTR modulator such as elexacaftor-tezacaftor-ivacaftor for eligible genotypes.',
    management:
      'Pulmonary exacerbations of cystic fibrosis are treated with antibiotics that cover Pseudomonas. Chronic Pseudomonas infection in cystic fibrosis is treated with inhaled tobramycin and chronic azithromycin. Elexacaftor-tezacaftor-ivacaftor (correctors plus a potentiator) is used for patients with at least one F508del or another responsive mutation.',
    complications: [
      'Complications of cystic fibrosis are pneumothorax, massive hemoptysis, allergic bronchopulmonary aspergillosis, distal intestinal obstruction syndrome, CF-related diabetes and liver disease.',
      'Burkholderia cepacia infection in cystic fibrosis is associated with rapid lung function decline.',
    ],
    keyComparisons: [
      {
        with: 'peds-hirschsprung-disease',
        difference:
          'Meconium ileus in cystic fibrosis is obstruction of the ileum by thick meconium, whereas Hirschsprung disease is functional obstruction from an aganglionic distal colon and rectum; both delay passage of meconium.',
      },
      {
        with: 'gi-celiac-disease',
        difference:
          'Celiac disease causes malabsorption and failure to thrive after gluten is introduced with positive tissue transglutaminase IgA, whereas cystic fibrosis causes pancreatic steatorrhea with recurrent respiratory infections and a raised sweat chloride.',
      },
    ],
    why: [
      {
        question: 'Why is sweat chloride high in cystic fibrosis when airway secretions are chloride-poor?',
        answer:
          'CFTR does opposite jobs in different tissues: in the sweat duct it reabsorbs chloride from sweat, while in the airways it secretes chloride onto the surface. Loss of CFTR in cystic fibrosis therefore leaves salty sweat but dehydrated, thick airway mucus.',
      },
      {
        question: 'Why are men with cystic fibrosis usually infertile?',
        answer:
          'The vas deferens is blocked by thick secretions during fetal development in cystic fibrosis and fails to form, causing congenital bilateral absence of the vas deferens and obstructive azoospermia. Sperm production is normal, so assisted reproduction with surgically retrieved sperm is possible.',
      },
      {
        question: 'Why does cystic fibrosis cause metabolic alkalosis?',
        answer:
          'Excessive salt loss in sweat in cystic fibrosis causes volume depletion and hypochloremia, and the kidney responds with aldosterone-driven sodium retention and hydrogen and potassium loss, producing hyponatremic, hypochloremic metabolic alkalosis, especially in hot weather.',
      },
    ],
    highYield: [
      'Elexacaftor-tezacaftor-ivacaftor for cystic fibrosis combines two CFTR correctors with a potentiator.',
      'Dornase alfa in cystic fibrosis cleaves extracellular DNA from neutrophils to thin sputum.',
      'Staphylococcus aureus is the most common early airway pathogen in cystic fibrosis, and Pseudomonas aeruginosa predominates later.',
    ],
    dontMiss:
      'In cystic fibrosis, do not miss pneumothorax, massive hemoptysis, allergic bronchopulmonary aspergillosis, distal intestinal obstruction syndrome, CF-related diabetes and liver disease, and Burkholderia cepacia infection.',
    icd10: ['E84.0', 'E84.11', 'E84.19', 'E84.9'],
  },
  {
    id: 'peds-tetralogy-of-fallot',
    title: 'Tetralogy of Fallot',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: ['TOF', 'tetralogy', 'tet spells', 'hypercyanotic spell', 'blue baby', 'cyanotic heart disease', 'boot-shaped heart'],
    definition:
      'Tetralogy of Fallot is the most common cyanotic congenital heart defect, consisting of right ventricular outflow tract obstruction (pulmonary stenosis), a ventricular septal defect, an overriding aorta and right ventricular hypertrophy.',
    riskFactors: ['Tetralogy of Fallot is associated with 22q11.2 deletion (DiGeorge syndrome).'],
    pathophysiology:
      'Tetralogy of Fallot is caused by anterosuperior displacement of the infundibular septum during development; right ventricular outflow obstruction diverts deoxygenated blood across the ventricular septal defect into the overriding aorta (right-to-left shunt); the more severe the obstruction, the greater the shunt and the cyanosis, and anything that lowers systemic vascular resistance increases it.',
    presentation: [
      'Tetralogy of Fallot causes cyanosis whose severity depends on the degree of outflow obstruction.',
      'Tetralogy of Fallot causes a harsh systolic ejection murmur at the left upper sternal border from the outflow obstruction.',
      'Tetralogy of Fallot causes hypercyanotic "tet" spells with crying or feeding: worsening cyanosis and hyperpnea, during which the murmur softens.',
      'Older children with unrepaired tetralogy of Fallot squat to increase systemic vascular resistance.',
      'The chest X-ray in tetralogy of Fallot shows a boot-shaped heart with decreased pulmonary vascular markings.',
    ],
    bestInitialTest:
      'Supportive initial tests for tetralogy of Fallot are pulse oximetry, chest X-ray and an ECG showing right axis deviation and right ventricular hypertrophy.',
    testOfChoice: 'The test that confirms tetralogy of Fallot is echocardiography.',
    firstLine:
      'First-line treatment of tetralogy of Fallot is complete surgical repair (VSD closure and relief of outflow obstruction), usually in the first year of life.',
    management:
      'Neonates with tetralogy of Fallot who have ductal-dependent pulmonary blood flow receive prostaglandin E1. A tet spell is treated with the knee-chest position, oxygen, calming, morphine and IV fluids, then phenylephrine or a beta-blocker if needed.',
    complications: [
      'After repair of tetralogy of Fallot, patients can develop pulmonary regurgitation, right ventricular dilation, arrhythmias and sudden death.',
    ],
    why: [
      {
        question: 'Why does squatting help children with tetralogy of Fallot?',
        answer:
          'Squatting kinks the femoral arteries and raises systemic vascular resistance, so less blood crosses the ventricular septal defect from right to left in tetralogy of Fallot and more goes to the lungs. The knee-chest position used for tet spells works the same way.',
      },
      {
        question: 'Why does the murmur soften during a tet spell?',
        answer:
          'The murmur of tetralogy of Fallot comes from blood flowing through the narrowed right ventricular outflow tract. During a tet spell, infundibular spasm and right-to-left shunting reduce flow across the outflow tract, so the murmur gets quieter as cyanosis worsens.',
      },
      {
        question: 'Why is phenylephrine used for a tet spell?',
        answer:
          'Phenylephrine is an alpha-1 agonist that raises systemic vascular resistance, which reduces right-to-left shunting across the ventricular septal defect and pushes more blood into the pulmonary circulation in tetralogy of Fallot.',
      },
    ],
    highYield: [
      'Prostaglandin E1, used in ductal-dependent tetralogy of Fallot, keeps the ductus arteriosus open and can cause apnea.',
      'Transposition of the great arteries, not tetralogy of Fallot, is the most common cyanotic lesion presenting in the first days of life.',
      'Tetralogy of Fallot is associated with 22q11.2 deletion.',
    ],
    dontMiss:
      'Transposition of the great arteries is the most common cyanotic lesion presenting in the first days of life, and after repair of tetralogy of Fallot patients need lifelong follow-up for pulmonary regurgitation, right ventricular dilation, arrhythmias and sudden death.',
    icd10: ['Q21.3'],
  },
  {
    id: 'peds-hirschsprung-disease',
    title: 'Hirschsprung Disease',
    subject: 'Pediatrics',
    kind: 'condition',
    aliases: ['Hirschsprung', 'Hirschsprung\'s disease', 'congenital aganglionic megacolon', 'congenital megacolon', 'delayed meconium', 'squirt sign', 'aganglionosis'],
    definition:
      'Hirschsprung disease is congenital absence of ganglion cells in the distal bowel, always involving the rectum and extending continuously upward, which causes functional obstruction.',
    riskFactors: [
      'Hirschsprung disease is associated with Down syndrome, RET mutations and male sex.',
    ],
    pathophysiology:
      'Hirschsprung disease is caused by failed craniocaudal migration of neural crest cells into the distal bowel, so the aganglionic segment lacks the myenteric (Auerbach) and submucosal (Meissner) plexuses and therefore stays tonically contracted and cannot relax or propagate peristalsis; stool backs up and the normal proximal colon dilates.',
    presentation: [
      'Hirschsprung disease causes failure to pass meconium within 48 hours of birth, bilious vomiting and abdominal distension.',
      'Hirschsprung disease causes chronic constipation from birth and failure to thrive.',
      'In Hirschsprung disease, digital rectal examination finds an empty rectum and is followed by explosive release of stool and gas (squirt sign).',
      'Hirschsprung-associated enterocolitis causes fever, distension and foul diarrhea and is potentially fatal.',
    ],
    bestInitialTest:
      'The best initial tests for Hirschsprung disease are a contrast enema (narrow distal segment, transition zone, dilated proximal colon) or anorectal manometry (absent rectoanal inhibitory reflex).',
    testOfChoice:
      'The test that confirms Hirschsprung disease is rectal suction biopsy showing absent ganglion cells.',
    firstLine:
      'First-line treatment of Hirschsprung disease is surgical resection of the aganglionic segment with a pull-through procedure, sometimes staged with a temporary colostomy.',
    management:
      'Before surgery for Hirschsprung disease, the bowel is decompressed with rectal irrigation. Hirschsprung-associated enterocolitis is treated with fluids, decompression and IV antibiotics.',
    complications: [
      'Complications of Hirschsprung disease are enterocolitis, toxic megacolon and perforation.',
    ],
    keyComparisons: [
      {
        with: 'peds-cystic-fibrosis',
        difference:
          'Meconium ileus in cystic fibrosis obstructs the terminal ileum with thick meconium and shows a microcolon, whereas Hirschsprung disease obstructs functionally at the aganglionic rectum with a transition zone on contrast enema.',
      },
      {
        with: 'peds-pyloric-stenosis',
        difference:
          'Hirschsprung disease presents in the newborn with delayed meconium, distension and bilious vomiting, whereas infantile hypertrophic pyloric stenosis presents at 3-6 weeks with nonbilious projectile vomiting.',
      },
    ],
    why: [
      {
        question: 'Why does Hirschsprung disease always involve the rectum?',
        answer:
          'Neural crest cells migrate down the gut from the mouth toward the anus, so when migration stops early, the most distal bowel is always the part left without ganglion cells. The aganglionic segment therefore begins at the anus and extends continuously upward in Hirschsprung disease.',
      },
      {
        question: 'Why is the rectoanal inhibitory reflex absent in Hirschsprung disease?',
        answer:
          'Normally, rectal distension triggers relaxation of the internal anal sphincter through the intramural ganglia. In Hirschsprung disease those ganglia are missing, so the sphincter does not relax on anorectal manometry.',
      },
    ],
    highYield: [
      'Rectal suction biopsy showing absent ganglion cells is the gold standard for diagnosing Hirschsprung disease.',
      'Hirschsprung disease is associated with Down syndrome and RET mutations.',
      'Functional constipation differs from Hirschsprung disease by beginning after the newborn period (often around toilet training) with normal passage of meconium, a stool-filled rectum and encopresis.',
    ],
    dontMiss:
      'In Hirschsprung disease, do not miss enterocolitis and toxic megacolon; the differential includes meconium ileus (cystic fibrosis), meconium plug and functional constipation (begins after the newborn period with normal passage of meconium, stool-filled rectum, encopresis).',
    icd10: ['Q43.1'],
  },
];
