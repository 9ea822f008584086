import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'gi-q-hirschsprung-disease-pathogenesis',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hirschsprung disease',
    stem: 'A 3-week-old boy is brought to the clinic because of constipation and abdominal distension since birth. He has a bowel movement only every 3 to 4 days, usually after rectal stimulation. He did not pass meconium until 60 hours after birth. He was born at term after an uncomplicated pregnancy and is breastfed. Newborn screening results were normal. Temperature is 37.0°C, pulse is 150/min, and respirations are 40/min. The abdomen is distended and tympanic, without a palpable mass. On digital rectal examination, the anal canal feels tight and the rectal vault is empty; withdrawal of the finger is followed by an explosive release of gas and liquid stool. A contrast enema shows a narrow rectum and sigmoid colon with a dilated colon proximal to a cone-shaped transition zone.',
    leadIn: "Which of the following is the most likely underlying cause of this patient's condition?",
    options: [
      {
        text: 'Abnormal chloride transport in intestinal epithelium',
        why: 'Defective CFTR chloride transport produces thick meconium that obstructs the distal ileum (meconium ileus) in cystic fibrosis; the enema then shows a small unused colon, not a distal narrow segment with a transition zone.',
      },
      {
        text: 'Deficient thyroid hormone synthesis',
        why: 'Congenital hypothyroidism can cause constipation, but it also causes prolonged jaundice, poor feeding, a large tongue and hypotonia, and the normal newborn screen makes it unlikely.',
      },
      {
        text: 'Failed migration of neural crest cells',
        why: 'Ganglion cells derive from neural crest cells that migrate craniocaudally along the gut; arrest of this migration leaves a distal aganglionic segment that cannot relax.',
      },
      {
        text: 'Incomplete rotation of the midgut',
        why: 'Malrotation predisposes to midgut volvulus, which presents with sudden bilious vomiting and is a surgical emergency, not chronic constipation since birth.',
      },
      {
        text: 'Intrauterine vascular disruption of the bowel',
        why: 'An intrauterine vascular accident causes jejunal or ileal atresia, which presents in the first days of life with bilious vomiting and complete obstruction.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Delayed passage of meconium beyond 48 hours, constipation and distension since birth, a tight anal canal with an empty rectum and an explosive release of stool when the examining finger is withdrawn, and a narrow distal segment below a dilated colon indicate Hirschsprung disease. The aganglionic segment always includes the rectum and extends proximally for a variable distance. Without Meissner and Auerbach plexus neurons, the segment stays tonically contracted and acts as a functional obstruction, and the rectoanal inhibitory reflex is absent. Rectal suction biopsy showing no ganglion cells confirms the diagnosis, and treatment is resection with a pull-through procedure. The disease is associated with Down syndrome and RET mutations.',
    objective: 'Explain Hirschsprung disease as failed neural crest cell migration producing a distal aganglionic segment.',
    task: 'pathophysiology',
    steps: 2,
    takeHome:
      'Delayed meconium, chronic constipation and an explosive stool after rectal examination mean Hirschsprung disease: arrested neural crest migration leaves an aganglionic rectum.',
  },
  {
    id: 'gi-q-pyloric-stenosis-electrolytes',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hypertrophic pyloric stenosis: acid-base disturbance',
    stem: "A 5-week-old boy is brought to the emergency department because of vomiting after every feeding for 4 days. The vomiting is forceful and projectile, the vomitus contains milk but no bile, and he seems hungry immediately afterward. He has had fewer wet diapers during the past day. He was born at term and is formula fed. Temperature is 37.0°C, pulse is 168/min, and respirations are 36/min. The mucous membranes are dry, and the anterior fontanelle is slightly sunken. Gastric peristaltic waves move from left to right across the upper abdomen after a test feeding, and a firm, mobile, olive-sized mass is palpable in the epigastrium.",
    leadIn: "Which of the following sets of serum findings is most likely in this patient?",
    options: [
      {
        text: 'High anion gap metabolic acidosis with hyperkalemia',
        why: 'A high anion gap acidosis occurs with lactic acidosis from shock or with inborn errors of metabolism; loss of gastric acid produces alkalosis instead.',
      },
      {
        text: 'Hyperchloremic metabolic acidosis with hyperkalemia',
        why: 'Salt-wasting congenital adrenal hyperplasia causes vomiting in male infants at 1 to 3 weeks of age, with hyponatremia, hyperkalemia and acidosis from aldosterone deficiency, but no pyloric mass.',
      },
      {
        text: 'Hyperchloremic metabolic acidosis with hypokalemia',
        why: 'Diarrhea causes a normal anion gap acidosis with hypokalemia through loss of intestinal bicarbonate and potassium.',
      },
      {
        text: 'Hypochloremic metabolic alkalosis with hyperkalemia',
        why: 'Alkalosis from vomiting is paired with potassium loss, not retention; hyperkalemia would suggest aldosterone deficiency or kidney failure.',
      },
      {
        text: 'Hypochloremic metabolic alkalosis with hypokalemia',
        why: 'Vomiting of gastric hydrochloric acid causes hypochloremic alkalosis, and volume contraction with raised aldosterone increases renal potassium loss.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Projectile nonbilious vomiting in a hungry 5-week-old boy, visible gastric peristalsis and an epigastric "olive" indicate hypertrophic pyloric stenosis, and the dry mucous membranes and fewer wet diapers show volume depletion. Each episode of vomiting removes hydrogen and chloride ions, leaving bicarbonate behind. Volume contraction maintains the alkalosis: the kidney avidly reabsorbs sodium, and aldosterone drives potassium and hydrogen ion secretion in the collecting duct, causing hypokalemia and, later, a paradoxically acidic urine. Fluid and electrolyte repair with sodium chloride and potassium comes before pyloromyotomy, because operating on an alkalotic infant risks postoperative apnea.',
    objective: 'Predict hypochloremic, hypokalemic metabolic alkalosis in hypertrophic pyloric stenosis.',
    task: 'interpretation',
    steps: 2,
    takeHome:
      'Pyloric stenosis loses gastric HCl: hypochloremic, hypokalemic metabolic alkalosis, corrected with saline and potassium before pyloromyotomy.',
  },
  {
    id: 'gi-q-gilbert-syndrome-mechanism',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Gilbert syndrome',
    stem: 'A 19-year-old man comes to the student health clinic because his roommate noticed that his eyes were yellow 2 days ago. He has been fasting during daylight hours for a religious observance for the past week. He had a similar episode at age 16 years during a bout of gastroenteritis. He has no abdominal pain, pruritus, or change in the color of his urine or stools. He takes no medications and does not drink alcohol. Vital signs are normal. There is mild scleral icterus. The liver and spleen are not palpable. Hemoglobin concentration is 15.2 g/dL, and reticulocyte count is 1%. A peripheral blood smear shows no abnormalities. Serum total bilirubin is 2.8 mg/dL, direct bilirubin is 0.2 mg/dL, AST is 22 U/L, ALT is 18 U/L, and alkaline phosphatase is 70 U/L. Urinalysis is negative for bilirubin.',
    leadIn: "Which of the following best explains this patient's hyperbilirubinemia?",
    options: [
      {
        text: 'Absent hepatic UDP-glucuronosyltransferase activity',
        why: 'Complete absence of the enzyme (Crigler-Najjar syndrome type 1) causes severe unconjugated hyperbilirubinemia from birth, with a risk of kernicterus.',
      },
      {
        text: 'Defective canalicular excretion of conjugated bilirubin',
        why: 'Defective canalicular transport (MRP2) in Dubin-Johnson syndrome causes conjugated hyperbilirubinemia, with bilirubin in the urine and a darkly pigmented liver.',
      },
      {
        text: 'Increased red blood cell destruction',
        why: 'Hemolysis causes unconjugated hyperbilirubinemia with anemia, reticulocytosis and abnormal red cells on the smear; all are normal here.',
      },
      {
        text: 'Obstruction of the extrahepatic bile ducts',
        why: 'Biliary obstruction raises conjugated bilirubin and alkaline phosphatase and causes dark urine, pale stools and often pruritus.',
      },
      {
        text: 'Reduced hepatic UDP-glucuronosyltransferase activity',
        why: 'A common variant in the promoter of UGT1A1 lowers enzyme expression to about one third of normal, so bilirubin conjugation falls behind when fasting, illness or stress increase the bilirubin load.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Recurrent mild jaundice brought on by fasting and intercurrent illness in a young man, with an isolated unconjugated hyperbilirubinemia (direct fraction under 20% of the total), no bilirubin in the urine, normal aminotransferases and alkaline phosphatase, and no anemia, reticulocytosis or abnormal red cells, is Gilbert syndrome. The cause is reduced activity of hepatic UDP-glucuronosyltransferase 1A1. The condition is benign and needs only reassurance; it can increase the toxicity of drugs cleared by glucuronidation, such as irinotecan.',
    objective: 'Attribute the mild unconjugated hyperbilirubinemia of Gilbert syndrome to reduced UGT1A1 activity.',
    task: 'pathophysiology',
    steps: 2,
    takeHome:
      'Isolated unconjugated hyperbilirubinemia with stress or fasting, normal liver enzymes and no hemolysis is Gilbert syndrome: reduced UGT1A1 activity, benign.',
  },
  {
    id: 'gi-q-duodenal-ulcer-bleeding-artery',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Bleeding posterior duodenal ulcer',
    stem: 'A 58-year-old man comes to the emergency department because of black, tarry stools for 2 days and vomiting of blood 3 hours ago. For 2 months, he has had burning epigastric pain that improves after meals. He has taken naproxen daily for knee osteoarthritis for 1 year. He drinks two beers on weekends. Temperature is 36.8°C, pulse is 112/min, respirations are 18/min, and blood pressure is 96/60 mm Hg. He is pale. There is mild epigastric tenderness. Hemoglobin concentration is 8.4 g/dL, serum urea nitrogen is 42 mg/dL, and creatinine is 1.0 mg/dL. After resuscitation, upper endoscopy shows a 1.5-cm ulcer on the posterior wall of the duodenal bulb with a spurting vessel in its base.',
    leadIn: 'Which of the following arteries is most likely the source of this bleeding?',
    options: [
      {
        text: 'Gastroduodenal artery',
        why: 'This branch of the common hepatic artery descends directly behind the first part of the duodenum, so a penetrating posterior bulbar ulcer erodes into it and bleeds briskly.',
      },
      {
        text: 'Inferior pancreaticoduodenal artery',
        why: 'This branch of the superior mesenteric artery supplies the third and fourth parts of the duodenum and the pancreatic head, far from the duodenal bulb.',
      },
      {
        text: 'Left gastric artery',
        why: 'The left gastric artery runs along the lesser curvature of the stomach and is the usual source of bleeding from a lesser-curvature gastric ulcer.',
      },
      {
        text: 'Splenic artery',
        why: 'The splenic artery runs behind the stomach along the pancreas; it bleeds from a penetrating posterior gastric ulcer or a pseudoaneurysm after pancreatitis.',
      },
      {
        text: 'Superior mesenteric artery',
        why: 'The superior mesenteric artery supplies the midgut from the distal duodenum onward; its occlusion causes mesenteric ischemia, not ulcer bleeding.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Melena and hematemesis with tachycardia, low blood pressure, anemia and a urea nitrogen raised out of proportion to creatinine (digested blood) indicate significant upper gastrointestinal bleeding. Pain relieved by meals and daily naproxen point to a peptic ulcer, and endoscopy shows active arterial bleeding from an ulcer on the posterior wall of the duodenal bulb. The gastroduodenal artery lies directly behind this segment of the duodenum and is the vessel eroded by posterior bulbar ulcers; anterior duodenal ulcers tend to perforate instead. Endoscopic hemostasis with high-dose proton pump inhibitor therapy is first-line, with angiographic embolization or surgery if bleeding recurs.',
    objective: 'Identify the gastroduodenal artery as the bleeding source of a posterior duodenal bulb ulcer.',
    task: 'anatomy',
    steps: 1,
    takeHome:
      'Posterior duodenal bulb ulcers bleed from the gastroduodenal artery; lesser-curvature gastric ulcers bleed from the left gastric artery; anterior duodenal ulcers perforate.',
    table: {
      caption: 'Ulcer location and complication',
      header: ['Ulcer location', 'Typical complication'],
      rows: [
        ['Posterior duodenal bulb', 'Bleeding from the gastroduodenal artery'],
        ['Anterior duodenal bulb', 'Perforation with free air'],
        ['Lesser curvature of the stomach', 'Bleeding from the left gastric artery'],
        ['Posterior gastric wall', 'Bleeding from the splenic artery'],
      ],
    },
  },
  {
    id: 'gi-q-gerd-proton-pump-inhibitor-mechanism',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Gastroesophageal reflux disease',
    stem: 'A 42-year-old woman comes to the office because of burning retrosternal discomfort for 3 months. It occurs after large meals and when she lies down at night, often with a sour taste in her mouth, on most days of the week. Over-the-counter antacid tablets give relief for less than an hour. She has no difficulty or pain with swallowing, vomiting, weight loss, or black stools. She takes no other medications. She does not smoke and drinks one glass of wine nightly. BMI is 31 kg/m². Temperature is 36.7°C, pulse is 74/min, and blood pressure is 124/78 mm Hg. Examination shows no abnormalities. Hemoglobin concentration is 13.2 g/dL. She is advised to lose weight, avoid late meals, and raise the head of her bed, and drug therapy is started.',
    leadIn: 'Which of the following is the mechanism of action of the most appropriate drug for this patient?',
    options: [
      {
        text: 'Antagonism of dopamine D2 receptors',
        why: 'Metoclopramide is a D2 antagonist prokinetic; it is not recommended for reflux because of limited benefit and the risk of tardive dyskinesia.',
      },
      {
        text: 'Antagonism of histamine H2 receptors',
        why: 'H2 receptor antagonists such as famotidine relieve mild, intermittent heartburn but heal esophagitis and control frequent symptoms less well than proton pump inhibitors, and tolerance develops.',
      },
      {
        text: 'Irreversible inhibition of H+/K+ ATPase',
        why: 'Proton pump inhibitors covalently block the parietal cell proton pump, the final step of acid secretion; an 8-week course taken before breakfast is first-line for frequent typical reflux symptoms.',
      },
      {
        text: 'Neutralization of secreted gastric acid',
        why: 'Antacids neutralize acid already secreted and give brief relief; they have failed here and do not heal esophagitis.',
      },
      {
        text: 'Stimulation of prostaglandin E1 receptors',
        why: 'Misoprostol, a prostaglandin E1 analogue, reduces the risk of NSAID-induced gastric ulcers; it has no role in reflux disease and causes diarrhea.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Postprandial and nocturnal retrosternal burning with regurgitation of sour fluid on most days is typical gastroesophageal reflux disease. She has no alarm features (dysphagia, odynophagia, vomiting, weight loss, bleeding or anemia), so endoscopy is not needed first. Along with weight loss and elevation of the head of the bed, the recommended therapy is an empiric 8-week trial of a once-daily proton pump inhibitor taken 30 to 60 minutes before breakfast. These drugs irreversibly inhibit the H+/K+ ATPase of the parietal cell, so acid secretion recovers only as new pumps are made.',
    objective: 'Choose a proton pump inhibitor for typical reflux symptoms and state its mechanism.',
    task: 'mechanism',
    steps: 2,
    takeHome:
      'Frequent typical reflux without alarm features: 8-week PPI trial before breakfast; PPIs irreversibly block the parietal cell H+/K+ ATPase.',
  },
  {
    id: 'gi-q-carcinoid-syndrome-liver-metastases',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Carcinoid syndrome',
    stem: 'A 61-year-old woman comes to the office because of episodes of facial flushing and watery diarrhea for 5 months. The flushing lasts several minutes, occurs several times a day, and is sometimes accompanied by wheezing. She has 5 to 6 watery stools daily. She takes no medications. Temperature is 36.8°C, pulse is 92/min, and blood pressure is 118/72 mm Hg. There are telangiectasias over the nose and cheeks. Scattered expiratory wheezes are heard. A grade 3/6 holosystolic murmur is heard at the left lower sternal border and increases with inspiration. The liver edge is firm and nodular, 5 cm below the right costal margin. CT of the abdomen shows a 2-cm mass in the distal ileum with mesenteric lymphadenopathy and multiple lesions throughout the liver.',
    leadIn: "Which of the following best explains why this patient's tumor produces systemic symptoms?",
    options: [
      {
        text: 'Catecholamine release from the tumor',
        why: 'Catecholamine release from a pheochromocytoma causes paroxysmal headache, palpitations, sweating and hypertension with pallor rather than flushing.',
      },
      {
        text: 'Escape of tumor products from hepatic metabolism',
        why: 'Serotonin and other amines from a midgut tumor are normally cleared by the liver through the portal vein; liver metastases release them directly into the hepatic veins and systemic circulation.',
      },
      {
        text: 'Histamine release from activated mast cells',
        why: 'Mast cell mediator release in systemic mastocytosis causes flushing, pruritus and urticaria pigmentosa, without an ileal mass or right-sided valve disease.',
      },
      {
        text: 'Inactivation of serotonin in the lungs',
        why: 'Pulmonary monoamine oxidase inactivates serotonin, which is why the left-sided heart valves are usually spared; it limits rather than causes systemic effects.',
      },
      {
        text: 'Vasoactive intestinal peptide release from the tumor',
        why: 'A VIPoma, usually pancreatic, causes large-volume secretory diarrhea with hypokalemia and achlorhydria, but not wheezing or tricuspid valve disease.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Episodic flushing, secretory diarrhea, wheezing and a holosystolic murmur that increases with inspiration (tricuspid regurgitation from fibrotic right-sided valve plaques), with an ileal mass, mesenteric nodes and liver lesions, indicate carcinoid syndrome from a metastatic well-differentiated neuroendocrine tumor of the small bowel. A tumor confined to the bowel drains into the portal vein, and the liver inactivates serotonin and kinins, so symptoms are absent. Once liver metastases form, their products enter the hepatic veins and the systemic circulation. The diagnosis is confirmed by raised urinary 5-hydroxyindoleacetic acid, and somatostatin analogues control symptoms.',
    objective: 'Explain why carcinoid syndrome requires liver metastases from a midgut neuroendocrine tumor.',
    task: 'pathophysiology',
    steps: 2,
    takeHome:
      'Midgut carcinoid causes the syndrome only after liver metastasis, when serotonin bypasses hepatic inactivation; right-sided valves fibrose, the lungs protect the left.',
  },
  {
    id: 'gi-q-enteric-hyperoxaluria-ileal-resection',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Enteric hyperoxaluria after ileal resection',
    stem: 'A 34-year-old man comes to the emergency department because of severe, colicky left flank pain radiating to the groin for 6 hours. He has Crohn disease, and 2 years ago, 120 cm of his terminal ileum was resected because of a stricture. Since then, he has had three to four loose, greasy, foul-smelling stools daily. He takes vitamin B12 injections monthly. Temperature is 37.1°C, pulse is 104/min, and blood pressure is 138/84 mm Hg. There is left costovertebral angle tenderness. Urinalysis shows 40 to 50 erythrocytes per high-power field and no leukocytes or bacteria. Noncontrast CT shows a 5-mm stone at the left ureterovesical junction, and the stone is radiopaque on a plain radiograph.',
    leadIn: "Which of the following best explains the formation of this patient's stone?",
    options: [
      {
        text: 'Excess intestinal absorption of calcium',
        why: 'Absorptive hypercalciuria is a cause of calcium stones in otherwise healthy people; fat malabsorption lowers, rather than raises, calcium absorption.',
      },
      {
        text: 'Increased colonic absorption of oxalate',
        why: 'Unabsorbed fatty acids bind calcium in the gut lumen, leaving oxalate free, and malabsorbed bile salts increase colonic permeability, so oxalate absorption and urinary oxalate rise.',
      },
      {
        text: 'Overproduction of uric acid',
        why: 'Uric acid overproduction occurs with gout, myeloproliferative disease or tumor lysis, and pure uric acid stones are radiolucent on plain radiographs.',
      },
      {
        text: 'Renal tubular loss of cystine',
        why: 'Cystinuria is an inherited defect of dibasic amino acid reabsorption that causes recurrent stones from childhood, with hexagonal crystals in the urine.',
      },
      {
        text: 'Urinary infection with urease-producing bacteria',
        why: 'Urease-producing organisms such as Proteus alkalinize the urine and form struvite staghorn calculi; this urine has no leukocytes or bacteria.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Greasy, foul-smelling stools after resection of more than about 100 cm of terminal ileum indicate bile acid loss that exceeds hepatic synthesis, and thus fat malabsorption; shorter resections cause a watery bile acid diarrhea instead. In this setting, free fatty acids in the intestinal lumen saponify calcium, which is then unavailable to bind dietary oxalate; soluble oxalate is absorbed in the colon, and urinary oxalate rises (enteric hyperoxaluria). A radiopaque ureteral stone in such a patient is most likely calcium oxalate. Prevention includes a low-fat, low-oxalate diet, high fluid intake and oral calcium taken with meals to bind oxalate in the gut. The colon must be intact for this complication to occur.',
    objective: 'Explain calcium oxalate stones after ileal resection by enteric hyperoxaluria.',
    task: 'pathophysiology',
    steps: 2,
    takeHome:
      'Ileal resection with steatorrhea: fatty acids bind luminal calcium, free oxalate is absorbed by the colon, and calcium oxalate stones form; treat with calcium at meals.',
  },
  {
    id: 'gi-q-meckel-diverticulum-embryology',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Meckel diverticulum',
    stem: 'A 2-year-old boy is brought to the emergency department because he has passed two large, maroon stools today. He has not vomited and does not seem to be in pain, and he has been playing normally. He has had no fever or recent illness. He was born at term and has been healthy. Temperature is 37.0°C, pulse is 140/min, respirations are 28/min, and blood pressure is 88/54 mm Hg. The conjunctivae are pale. The abdomen is soft, nontender, and not distended, with no palpable mass. Rectal examination shows maroon stool and no fissures. Hemoglobin concentration is 8.1 g/dL.',
    leadIn: "Failure of which of the following embryologic processes most likely explains this patient's condition?",
    options: [
      {
        text: 'Fusion of the dorsal and ventral pancreatic buds',
        why: 'Failed fusion of the dorsal and ventral pancreatic ducts causes pancreas divisum, which is usually silent or causes recurrent pancreatitis, not rectal bleeding; abnormal migration of the ventral bud instead forms an annular pancreas that obstructs the duodenum.',
      },
      {
        text: 'Obliteration of the vitelline duct',
        why: 'Persistence of the proximal vitelline (omphalomesenteric) duct forms a true diverticulum of the ileum that often contains ectopic gastric mucosa, whose acid ulcerates the adjacent ileum.',
      },
      {
        text: 'Recanalization of the duodenal lumen',
        why: 'Failed recanalization causes duodenal atresia, with bilious vomiting in the first day of life and a "double bubble" on radiography.',
      },
      {
        text: 'Return of the midgut to the abdominal cavity',
        why: 'Failure of the herniated midgut to return causes an omphalocele, a membrane-covered abdominal wall defect seen at birth.',
      },
      {
        text: 'Rotation of the midgut around its mesenteric axis',
        why: 'Malrotation predisposes to midgut volvulus, which causes bilious vomiting and pain; bloody stools then signal ischemic bowel in a sick child.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Painless, large-volume maroon rectal bleeding in a well-appearing toddler, with tachycardia, pallor and anemia but a soft, nontender abdomen, is most likely from a Meckel diverticulum, the most common congenital anomaly of the gastrointestinal tract. It results from incomplete obliteration of the vitelline duct, which normally involutes by the 7th to 8th week of gestation. Acid secreted by ectopic gastric mucosa ulcerates the neighboring ileal mucosa. A technetium-99m pertechnetate scan, which is taken up by gastric mucosa, identifies it, and treatment is surgical resection. Other presentations include intussusception, volvulus and diverticulitis that mimics appendicitis.',
    objective: 'Relate painless rectal bleeding in a toddler to a Meckel diverticulum from a persistent vitelline duct.',
    task: 'pathophysiology',
    steps: 2,
    takeHome:
      'Painless large rectal bleeding in a young child suggests Meckel diverticulum: a persistent vitelline duct remnant with acid-secreting ectopic gastric mucosa.',
  },
  {
    id: 'gi-q-lynch-syndrome-mismatch-repair',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Lynch syndrome',
    stem: 'A 44-year-old man comes to the office for follow-up 4 weeks after a right hemicolectomy. Colonoscopy done to evaluate iron-deficiency anemia had shown an ulcerated mass in the cecum and no other lesions. Pathologic examination of the resected specimen shows a poorly differentiated mucinous adenocarcinoma with numerous tumor-infiltrating lymphocytes and no involved lymph nodes. His mother had endometrial cancer diagnosed at age 48 years, and her brother had colon cancer diagnosed at age 51 years. He takes ferrous sulfate. Vital signs are normal. The abdominal incision is healing well. Hemoglobin concentration is 12.9 g/dL.',
    leadIn: "Which of the following is the most likely underlying mechanism of this patient's cancer?",
    options: [
      {
        text: 'Defective base excision repair',
        why: 'Biallelic MUTYH mutations impair base excision repair and cause an autosomal recessive polyposis with tens to hundreds of adenomas; this colon had a single lesion.',
      },
      {
        text: 'Defective DNA mismatch repair',
        why: 'Germline mutation of a mismatch repair gene (MLH1, MSH2, MSH6 or PMS2) lets replication errors accumulate in repetitive sequences (microsatellite instability) and causes autosomal dominant Lynch syndrome.',
      },
      {
        text: 'Defective nucleotide excision repair',
        why: 'Loss of nucleotide excision repair (xeroderma pigmentosum) prevents removal of ultraviolet-induced thymine dimers and causes skin cancers from childhood.',
      },
      {
        text: 'Germline loss of APC function',
        why: 'Familial adenomatous polyposis produces hundreds to thousands of colonic adenomas beginning in adolescence, with near-certain cancer without colectomy; the colon here had no polyps.',
      },
      {
        text: 'Germline loss of STK11 function',
        why: 'Peutz-Jeghers syndrome causes hamartomatous polyps of the small bowel and mucocutaneous pigmentation of the lips and buccal mucosa.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Colorectal cancer before age 50 years, a right-sided, poorly differentiated mucinous tumor with tumor-infiltrating lymphocytes, no polyposis, and a family history of endometrial and colon cancer in two generations of first-degree and second-degree relatives (meeting the Amsterdam II criteria) indicate Lynch syndrome. It is caused by a germline mutation in a DNA mismatch repair gene followed by loss of the second allele in the tumor, which then shows microsatellite instability. Tumor immunohistochemistry for mismatch repair proteins is followed by germline testing. Carriers need colonoscopy every 1 to 2 years from age 20 to 25 years, and women are counseled about endometrial and ovarian cancer risk.',
    objective: 'Recognize Lynch syndrome and attribute it to defective DNA mismatch repair.',
    task: 'pathophysiology',
    steps: 2,
    takeHome:
      'Early right-sided mucinous colon cancer with few polyps and relatives with colon or endometrial cancer suggests Lynch syndrome: germline mismatch repair defect, microsatellite instability.',
  },
  {
    id: 'gi-q-hepatitis-c-sofosbuvir-mechanism',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Chronic hepatitis C treatment',
    stem: 'A 52-year-old man comes to the office to discuss the results of one-time screening for hepatitis C virus infection, which showed a positive antibody test. He injected drugs for 2 years in his twenties and has not used them since. He feels well. He takes no medications and does not drink alcohol. Vital signs are normal. There are no stigmata of chronic liver disease. Serum ALT is 68 U/L, AST is 54 U/L, albumin is 4.1 g/dL, and total bilirubin is 0.7 mg/dL. Platelet count is 210,000/mm³. Hepatitis C virus RNA is 1.2 million IU/mL. Hepatitis B surface antigen and HIV antibody are negative. Transient elastography shows no cirrhosis. A 12-week course of sofosbuvir combined with velpatasvir is prescribed.',
    leadIn: 'Which of the following is the mechanism of action of sofosbuvir?',
    options: [
      {
        text: 'Induction of host antiviral enzymes',
        why: 'Interferon alfa induces host antiviral proteins; it was used for hepatitis C before direct-acting antivirals and caused flu-like symptoms, depression and cytopenias.',
      },
      {
        text: 'Inhibition of inosine monophosphate dehydrogenase',
        why: 'Ribavirin inhibits inosine monophosphate dehydrogenase, depleting guanosine triphosphate; it is now added only for selected hard-to-treat patients and causes hemolytic anemia.',
      },
      {
        text: 'Inhibition of viral NS3/4A protease',
        why: 'NS3/4A protease inhibitors, whose names end in -previr (glecaprevir, grazoprevir), block cleavage of the viral polyprotein.',
      },
      {
        text: 'Inhibition of viral NS5A protein',
        why: 'NS5A inhibitors, whose names end in -asvir, such as velpatasvir, block a protein needed for viral replication and assembly; velpatasvir is the partner drug in this regimen.',
      },
      {
        text: 'Inhibition of viral NS5B polymerase',
        why: 'Sofosbuvir is a uridine nucleotide analogue prodrug; its triphosphate is incorporated by the RNA-dependent RNA polymerase NS5B and terminates the growing viral RNA chain.',
      },
    ],
    answerIndex: 4,
    rationale:
      'A positive antibody test with detectable hepatitis C virus RNA confirms chronic infection, and every patient with viremia is a candidate for treatment. Pangenotypic direct-acting antiviral regimens cure more than 95% of patients in 8 to 12 weeks. Sofosbuvir, a nucleotide analogue ending in -buvir, inhibits the NS5B RNA-dependent RNA polymerase, which has no human counterpart, and it has a high barrier to resistance. Before treatment, hepatitis B status is checked because hepatitis B can reactivate as hepatitis C clears, and drug interactions are reviewed: sofosbuvir with amiodarone can cause severe bradycardia. Cure is confirmed by undetectable RNA 12 weeks after therapy.',
    objective: 'State that sofosbuvir inhibits the hepatitis C NS5B RNA-dependent RNA polymerase.',
    task: 'mechanism',
    steps: 1,
    takeHome:
      'Hepatitis C drug suffixes: -previr blocks NS3/4A protease, -asvir blocks NS5A, -buvir (sofosbuvir) blocks the NS5B RNA-dependent RNA polymerase.',
  },
  {
    id: 'gi-q-metoclopramide-drug-induced-parkinsonism',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Diabetic gastroparesis: metoclopramide adverse effect',
    stem: 'A 48-year-old woman comes to the office because of shaking of both hands, stiffness, and slowness of movement for 3 weeks. She has had type 1 diabetes mellitus for 30 years. Three months ago, after upper endoscopy showed no obstruction, gastric emptying scintigraphy showed 40% retention of a meal at 4 hours, and she began taking metoclopramide 10 mg before meals and at bedtime. Her nausea and vomiting have since improved. She also takes insulin glargine and insulin lispro. Temperature is 36.8°C, pulse is 78/min, and blood pressure is 124/76 mm Hg. Her face shows little expression. There is a symmetric tremor of both hands at rest, cogwheel rigidity in both arms, and a slow, short-stepped gait. There are no involuntary movements of the mouth or tongue. Her mental status is normal.',
    leadIn: "Which of the following is the most likely cause of this patient's new symptoms?",
    options: [
      {
        text: 'Blockade of serotonin 5-HT3 receptors',
        why: '5-HT3 antagonists such as ondansetron cause headache, constipation and QT prolongation, not parkinsonism.',
      },
      {
        text: 'Copper deposition in the basal ganglia',
        why: 'Wilson disease causes tremor and rigidity in adolescents and young adults, with liver disease and corneal rings; it would not begin at age 48 years after a new drug.',
      },
      {
        text: 'Degeneration of dopaminergic nigral neurons',
        why: 'Idiopathic Parkinson disease usually begins asymmetrically and progresses over years; a symmetric onset within weeks of starting a dopamine antagonist points to a drug effect.',
      },
      {
        text: 'Stimulation of motilin receptors',
        why: 'Erythromycin stimulates motilin receptors to speed gastric emptying; its adverse effects are QT prolongation, drug interactions and tachyphylaxis.',
      },
      {
        text: 'Striatal dopamine D2 receptor blockade',
        why: 'Metoclopramide crosses the blood-brain barrier and blocks D2 receptors in the nigrostriatal pathway, causing drug-induced parkinsonism, acute dystonia, akathisia and tardive dyskinesia.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Delayed gastric emptying without obstruction in a patient with long-standing diabetes is diabetic gastroparesis, and metoclopramide is the approved prokinetic drug for it. Besides its peripheral D2 antagonist and 5-HT4 agonist effects that speed gastric emptying, it blocks central D2 receptors. Symmetric resting tremor, rigidity and bradykinesia beginning weeks after the drug was started indicate drug-induced parkinsonism from striatal D2 blockade. The drug should be stopped; symptoms usually resolve over weeks to months. Because of the risk of irreversible tardive dyskinesia, use is limited to 12 weeks where possible, and glycemic control and dietary changes (small, low-fat, low-fiber meals) remain the foundation of treatment.',
    objective: 'Attribute parkinsonism during metoclopramide therapy for gastroparesis to striatal D2 blockade.',
    task: 'adverse-effect',
    steps: 2,
    takeHome:
      'Metoclopramide blocks central D2 receptors: watch for parkinsonism, dystonia, akathisia and tardive dyskinesia; limit use to about 12 weeks.',
  },
  {
    id: 'gi-q-pigment-gallstones-sickle-cell',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Black pigment gallstones',
    stem: 'A 17-year-old boy with sickle cell disease comes to the clinic because of three episodes of right upper abdominal pain after meals during the past 2 months, each lasting 1 to 2 hours. He takes hydroxyurea and folic acid. Temperature is 36.9°C, pulse is 92/min, and blood pressure is 116/70 mm Hg. There is mild scleral icterus. The abdomen is soft and nontender, and the spleen is not palpable. Hemoglobin concentration is 8.6 g/dL, and reticulocyte count is 12%. Serum total bilirubin is 3.4 mg/dL, direct bilirubin is 0.4 mg/dL, ALT is 24 U/L, and alkaline phosphatase is 95 U/L. Ultrasonography shows multiple small, echogenic, shadowing stones in the gallbladder, without wall thickening; the common bile duct is 4 mm in diameter.',
    leadIn: "Which of the following best explains the formation of this patient's gallstones?",
    options: [
      {
        text: 'Bacterial deconjugation of bilirubin in bile',
        why: 'Bacterial or parasitic infection of the bile ducts deconjugates bilirubin and forms brown pigment stones, typically in the ducts of patients with strictures or liver flukes.',
      },
      {
        text: 'Biliary stasis from prolonged fasting',
        why: 'Gallbladder stasis during prolonged fasting or parenteral nutrition produces sludge and acalculous cholecystitis in critically ill patients.',
      },
      {
        text: 'Cholesterol supersaturation of bile',
        why: 'Cholesterol stones, the most common type, form with obesity, female sex, estrogen, pregnancy and rapid weight loss; they are not the stones of chronic hemolysis.',
      },
      {
        text: 'Increased heme breakdown from hemolysis',
        why: 'Chronic hemolysis delivers large amounts of bilirubin to bile, where unconjugated bilirubin precipitates as calcium bilirubinate, forming black pigment stones.',
      },
      {
        text: 'Loss of bile acids from ileal disease',
        why: 'Ileal disease or resection shrinks the bile acid pool and promotes cholesterol stones, as in Crohn disease; this patient has no bowel disease.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Postprandial right upper quadrant pain lasting 1 to 2 hours with gallstones on ultrasonography is biliary colic. In a patient with sickle cell disease, anemia, reticulocytosis and an unconjugated hyperbilirubinemia show ongoing hemolysis. The increased bilirubin excreted in bile includes more unconjugated bilirubin, which precipitates with calcium to form small black pigment stones; these often appear in childhood and affect up to half of adults with sickle cell disease. The normal duct diameter and alkaline phosphatase argue against a duct stone. Symptomatic stones are treated by elective laparoscopic cholecystectomy, which also avoids later confusion of biliary pain with a vaso-occlusive crisis.',
    objective: 'Attribute gallstones in chronic hemolysis to black pigment (calcium bilirubinate) stones.',
    task: 'pathophysiology',
    steps: 2,
    takeHome:
      'Chronic hemolysis (sickle cell disease, spherocytosis) causes black calcium bilirubinate stones; infected bile ducts form brown stones; most other stones are cholesterol.',
  },
  {
    id: 'gi-q-ischemic-colitis-after-aortic-repair',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Ischemic colitis after aortic surgery',
    stem: 'A 71-year-old man in the hospital has left lower abdominal cramping and three loose, bloody bowel movements during the past 6 hours. Two days ago, he underwent elective open repair of a 6.2-cm infrarenal abdominal aortic aneurysm. He has hypertension and hyperlipidemia. Temperature is 38.0°C, pulse is 108/min, respirations are 18/min, and blood pressure is 118/70 mm Hg. The abdomen is mildly distended, with tenderness in the left lower quadrant and no guarding or rebound tenderness. Hemoglobin concentration is 11.8 g/dL, leukocyte count is 15,200/mm³, and serum lactate is 2.8 mmol/L. Flexible sigmoidoscopy shows edematous, friable mucosa with patchy ulceration in the sigmoid colon; the rectal mucosa is normal.',
    leadIn: "Interruption of blood flow in which of the following arteries most likely caused this patient's condition?",
    options: [
      {
        text: 'Ileocolic artery',
        why: 'The ileocolic artery, a branch of the superior mesenteric artery, supplies the terminal ileum, cecum and appendix, not the sigmoid colon.',
      },
      {
        text: 'Inferior mesenteric artery',
        why: 'The inferior mesenteric artery arises from the infrarenal aorta, often from the aneurysm itself, and is commonly ligated during repair; it supplies the descending and sigmoid colon and upper rectum.',
      },
      {
        text: 'Internal iliac artery',
        why: 'The internal iliac arteries supply the lower rectum through the middle and inferior rectal arteries; their compromise causes rectal or buttock ischemia, and the rectum is normal here.',
      },
      {
        text: 'Middle colic artery',
        why: 'The middle colic artery, from the superior mesenteric artery, supplies the transverse colon; it is not affected by infrarenal aortic repair.',
      },
      {
        text: 'Superior mesenteric artery',
        why: 'Occlusion of the superior mesenteric artery, usually embolic, causes small-bowel and right colon ischemia with severe pain out of proportion to examination findings.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Left lower quadrant pain and bloody diarrhea within days of open repair of an infrarenal aortic aneurysm, with fever, leukocytosis, a raised lactate and ischemic changes in the sigmoid colon that spare the rectum, indicate ischemic colitis. The inferior mesenteric artery is usually sacrificed during aortic reconstruction, and the sigmoid colon then depends on collateral flow from the superior mesenteric artery through the marginal artery. When collaterals are inadequate, the sigmoid colon becomes ischemic, whereas the rectum keeps its supply from the internal iliac and internal pudendal arteries. Transmural necrosis (peritonitis, worsening acidosis) requires colectomy.',
    objective: 'Link sigmoid ischemic colitis after aortic aneurysm repair to loss of inferior mesenteric artery flow.',
    task: 'anatomy',
    steps: 2,
    takeHome:
      'Bloody diarrhea after aortic aneurysm repair is sigmoid ischemia from loss of the inferior mesenteric artery until proven otherwise; the rectum is spared by iliac-derived supply.',
  },
  {
    id: 'gi-q-zenker-diverticulum-anatomy',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Zenker diverticulum',
    stem: 'A 74-year-old man comes to the office because of difficulty swallowing for 1 year. Food sticks high in his throat immediately after he swallows, and he regurgitates undigested food that he ate several hours earlier, sometimes waking at night coughing. His wife has noticed bad breath and a gurgling sound from his neck when he drinks. He has lost 3 kg during this period. He has no heartburn. Temperature is 36.7°C, pulse is 76/min, respirations are 16/min, and blood pressure is 132/80 mm Hg. BMI is 23 kg/m². The neck is supple without a mass. The lungs are clear to auscultation.',
    leadIn: "This patient's condition most likely results from herniation of mucosa through which of the following sites?",
    options: [
      {
        text: 'Adjacent to the tracheal bifurcation',
        why: 'Traction diverticula of the midesophagus form where inflamed mediastinal lymph nodes (tuberculosis, histoplasmosis) pull on the wall; they involve all layers and are usually asymptomatic.',
      },
      {
        text: 'Between cricopharyngeus and thyropharyngeus',
        why: 'Killian triangle, a weak area of the posterior hypopharynx above the upper esophageal sphincter, gives way under high pressure when the cricopharyngeus fails to relax, forming a pulsion (false) diverticulum.',
      },
      {
        text: 'Just above the lower esophageal sphincter',
        why: 'Epiphrenic diverticula form above the lower esophageal sphincter in association with achalasia or other motility disorders, with lower chest dysphagia.',
      },
      {
        text: 'Through the esophageal hiatus of the diaphragm',
        why: 'The stomach herniates through the esophageal hiatus in a hiatal hernia, which causes reflux rather than regurgitation of hours-old food with a gurgling neck.',
      },
      {
        text: 'Through the lateral thyrohyoid membrane',
        why: 'Lateral pharyngeal pouches bulge through the thyrohyoid membrane, usually in wind instrument players; they are rare and seldom cause regurgitation of old food.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Oropharyngeal dysphagia in an older man, with regurgitation of undigested food eaten hours earlier, halitosis, a gurgling sound in the neck, nocturnal cough from aspiration and weight loss, indicates a Zenker diverticulum. Incomplete relaxation of the cricopharyngeus raises hypopharyngeal pressure during swallowing, and mucosa and submucosa herniate posteriorly through Killian triangle, between the oblique thyropharyngeal and horizontal cricopharyngeal fibers of the inferior pharyngeal constrictor. A barium esophagram shows the pouch; blind passage of endoscopes or nasogastric tubes risks perforation. Symptomatic pouches are treated by cricopharyngeal myotomy, endoscopically or through the neck.',
    objective: 'Locate a Zenker diverticulum in Killian triangle between the thyropharyngeus and cricopharyngeus.',
    task: 'anatomy',
    steps: 2,
    takeHome:
      'Zenker diverticulum: older adult, regurgitation of old food, halitosis, neck gurgling; a false pulsion diverticulum through Killian triangle above the cricopharyngeus.',
  },
  {
    id: 'gi-q-lactose-intolerance-stool-osmotic-gap',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Lactose intolerance',
    stem: 'A 24-year-old man comes to the clinic because of bloating, flatulence, crampy abdominal pain, and watery diarrhea for 4 months. The symptoms began after he started drinking two milk-based protein shakes daily for weight training; they start 1 to 2 hours after a shake and do not occur on days without one. He has no blood in the stool, nocturnal bowel movements, or weight loss. His parents emigrated from South Korea. Temperature is 36.8°C, pulse is 70/min, and blood pressure is 122/74 mm Hg. The abdomen is mildly distended and nontender, with hyperactive bowel sounds. Hemoglobin concentration is 14.8 g/dL. IgA tissue transglutaminase antibody is negative, and total IgA is normal.',
    leadIn: 'Analysis of stool collected during symptoms is most likely to show which of the following?',
    options: [
      {
        text: 'Osmotic gap 20 mOsm/kg; pH 5.3',
        why: 'A low gap means the stool water is held by electrolytes, as in secretory diarrhea; an acidic pH comes from fermented carbohydrate and is not a feature of secretory diarrhea.',
      },
      {
        text: 'Osmotic gap 20 mOsm/kg; pH 7.2',
        why: 'A gap under 50 mOsm/kg with neutral pH indicates secretory diarrhea, as from cholera toxin, VIPoma, carcinoid tumors or stimulant laxatives, which continues during fasting.',
      },
      {
        text: 'Osmotic gap 90 mOsm/kg; pH 7.0',
        why: 'A gap between 50 and 125 mOsm/kg is indeterminate, and a neutral pH does not suggest carbohydrate malabsorption.',
      },
      {
        text: 'Osmotic gap 150 mOsm/kg; pH 5.3',
        why: 'Unabsorbed lactose holds water in the lumen (a gap above 125 mOsm/kg), and colonic bacteria ferment it to short-chain fatty acids and hydrogen, lowering stool pH below 6.',
      },
      {
        text: 'Osmotic gap 150 mOsm/kg; pH 7.2',
        why: 'A high gap with neutral pH fits an osmotic laxative such as magnesium or polyethylene glycol, which is not fermented to acids.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Bloating, flatulence and watery diarrhea that follow dairy intake and stop without it, in a young adult of East Asian descent, indicate lactase nonpersistence (primary lactose intolerance); the normal hemoglobin and negative celiac serology argue against a mucosal disease. Undigested lactose is osmotically active, so stool electrolytes account for little of the stool osmolality and the osmotic gap, 290 − 2 × (stool sodium + potassium), exceeds 125 mOsm/kg. Colonic fermentation produces short-chain fatty acids and gas, giving an acidic stool pH. A hydrogen breath test confirms the diagnosis, and treatment is limiting lactose or taking lactase enzyme with dairy.',
    objective: 'Predict a high stool osmotic gap and acidic stool pH in lactose intolerance.',
    task: 'interpretation',
    steps: 2,
    takeHome:
      'Stool osmotic gap above 125 mOsm/kg means osmotic diarrhea (stops with fasting); an acidic pH adds carbohydrate malabsorption; under 50 mOsm/kg means secretory diarrhea.',
  },
  {
    id: 'gi-q-early-dumping-syndrome',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Dumping syndrome',
    stem: 'A 45-year-old woman comes to the office because of episodes of abdominal cramping, bloating, diarrhea, palpitations, sweating, and lightheadedness for 6 weeks. The episodes begin 15 to 30 minutes after she eats, especially after sweets or sugary drinks, and improve when she lies down. She underwent Roux-en-Y gastric bypass for obesity 3 months ago and has lost 25 kg. A fingerstick glucose concentration measured during one episode was 104 mg/dL. She takes a multivitamin, calcium citrate, and vitamin D. Temperature is 36.8°C, pulse is 76/min, and blood pressure is 118/74 mm Hg. BMI is 34 kg/m². The abdomen has healed laparoscopic incisions and is soft and nontender.',
    leadIn: 'Which of the following is the most likely mechanism of these symptoms?',
    options: [
      {
        text: 'Bacterial overgrowth in the bypassed limb',
        why: 'Small intestinal bacterial overgrowth causes bloating, diarrhea and vitamin B12 deficiency, but its symptoms are not tied to minutes after meals or accompanied by palpitations and sweating.',
      },
      {
        text: 'Bile reflux into the gastric pouch',
        why: 'Bile reflux gastritis follows Billroth II reconstruction and causes burning pain and bilious vomiting; a Roux limb is designed to divert bile away from the stomach.',
      },
      {
        text: 'Exaggerated insulin release with hypoglycemia',
        why: 'Late dumping occurs 1 to 3 hours after a carbohydrate meal, when an exaggerated insulin surge causes hypoglycemia; symptoms here begin within 30 minutes and glucose was normal.',
      },
      {
        text: 'Narrowing of the gastrojejunal anastomosis',
        why: 'An anastomotic stricture causes progressive food intolerance, early satiety and vomiting, usually weeks after surgery, not diarrhea with vasomotor symptoms.',
      },
      {
        text: 'Rapid delivery of hyperosmolar chyme',
        why: 'Without a pylorus, hyperosmolar food empties quickly into the jejunum, drawing fluid into the lumen and releasing vasoactive gut peptides, which causes cramping, diarrhea and vasomotor symptoms (early dumping).',
      },
    ],
    answerIndex: 4,
    rationale:
      'Abdominal cramping, diarrhea, palpitations, sweating and lightheadedness beginning within 30 minutes of sugary meals after gastric bypass, with normal glucose during an episode, is early dumping syndrome. Loss of pyloric control lets hyperosmolar chyme enter the small bowel rapidly; fluid shifts into the lumen, distending the bowel and reducing plasma volume, and gut peptides cause vasodilation and tachycardia. First-line treatment is dietary: small, frequent meals, avoiding simple sugars, more protein and fiber, and drinking fluids at least 30 minutes apart from solids. Octreotide is reserved for refractory cases.',
    objective: 'Explain early dumping syndrome by rapid delivery of hyperosmolar chyme to the small bowel.',
    task: 'pathophysiology',
    steps: 2,
    takeHome:
      'Early dumping (within 30 minutes): hyperosmolar chyme shifts fluid into the gut; late dumping (1-3 hours): insulin surge and hypoglycemia. Treat both with small, low-sugar meals.',
  },
  {
    id: 'gi-q-hepatopulmonary-syndrome',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hepatopulmonary syndrome',
    stem: 'A 56-year-old man with alcohol-associated cirrhosis comes to the clinic because of shortness of breath on exertion that has worsened over 6 months. The dyspnea is worse when he stands or sits up and eases when he lies flat. He has no cough or chest pain. He stopped drinking alcohol 2 years ago and has never smoked. He takes spironolactone and furosemide. Temperature is 36.8°C, pulse is 88/min, respirations are 20/min, and blood pressure is 108/66 mm Hg. Oxygen saturation on room air is 96% while supine and 89% while standing. There are spider angiomas on the chest, palmar erythema, and clubbing of the fingers. The lungs are clear, the jugular venous pressure is normal, and heart sounds are normal. A chest x-ray shows no abnormalities. Arterial blood gas analysis on room air while standing shows a pH of 7.46, PCO₂ of 31 mm Hg, and PO₂ of 58 mm Hg. Echocardiography shows normal ventricular function and an estimated pulmonary artery systolic pressure of 28 mm Hg; after agitated saline is injected into an arm vein, bubbles appear in the left atrium four cardiac cycles after they reach the right atrium.',
    leadIn: "Which of the following is the most likely cause of this patient's hypoxemia?",
    options: [
      {
        text: 'Alveolar hypoventilation',
        why: 'Hypoventilation raises PCO₂ and leaves the alveolar-arterial gradient normal; this patient is hyperventilating, with a low PCO₂ and a wide gradient.',
      },
      {
        text: 'Interstitial lung fibrosis',
        why: 'Fibrosis impairs diffusion and causes crackles and reticular opacities on the radiograph; the lungs and chest x-ray are normal here.',
      },
      {
        text: 'Intracardiac right-to-left shunt',
        why: 'A shunt through a patent foramen ovale or atrial septal defect delivers bubbles to the left heart within three cardiac cycles, not after a delay.',
      },
      {
        text: 'Intrapulmonary vascular dilatation',
        why: 'Nitric oxide-mediated dilatation of pulmonary capillaries, most marked in the lung bases, lets blood pass too fast and too far from alveolar gas to be oxygenated, and bubbles cross the lungs after a delay.',
      },
      {
        text: 'Pulmonary arterial vasoconstriction and remodeling',
        why: 'Portopulmonary hypertension narrows pulmonary arteries and raises pulmonary pressure, with right heart strain; the estimated pulmonary pressure is normal here.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Exertional dyspnea that worsens on standing (platypnea) with desaturation on standing (orthodeoxia), clubbing and spider angiomas in a patient with cirrhosis, a clear chest x-ray, hypoxemia with a widened alveolar-arterial gradient, and delayed appearance of bubbles in the left heart on contrast echocardiography indicate hepatopulmonary syndrome. Excess nitric oxide and other vasodilators that the failing liver does not clear dilate pulmonary capillaries, mainly in the lung bases, so upright posture increases blood flow through them. Oxygen relieves hypoxemia, and liver transplantation is the only effective treatment; severe hypoxemia raises transplant priority.',
    objective: 'Explain the hypoxemia of hepatopulmonary syndrome by intrapulmonary vascular dilatation.',
    task: 'pathophysiology',
    steps: 2,
    takeHome:
      'Cirrhosis with platypnea, orthodeoxia and delayed bubbles in the left heart on contrast echocardiography is hepatopulmonary syndrome: intrapulmonary vascular dilatation.',
  },
  {
    id: 'gi-q-hepatitis-e-pregnancy-prognosis',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hepatitis E in pregnancy',
    stem: 'A 26-year-old woman at 30 weeks\' gestation comes to the emergency department because of nausea, loss of appetite, dark urine, and yellow eyes for 1 week. Five weeks ago, she returned from a 2-month stay with relatives in a rural area of northern India, where the household drank water from a shared well. Her pregnancy had been uncomplicated, and prenatal testing at 10 weeks\' gestation showed negative hepatitis B surface antigen and HIV antibody. She takes a prenatal vitamin and has not taken acetaminophen or other drugs. She does not drink alcohol. Temperature is 37.6°C, pulse is 98/min, respirations are 16/min, and blood pressure is 112/68 mm Hg. She is alert and oriented, without asterixis. There is jaundice, and the liver edge is tender. Fundal height is 30 cm. Hemoglobin concentration is 11.4 g/dL, platelet count is 190,000/mm³, and INR is 1.3. Serum ALT is 2,400 U/L, AST is 1,900 U/L, total bilirubin is 7.2 mg/dL, and glucose is 84 mg/dL. IgM antibody to hepatitis A virus, hepatitis B surface antigen, IgM antibody to hepatitis B core antigen, and hepatitis C virus RNA are negative. Doppler ultrasonography shows no bile duct dilatation or venous thrombosis.',
    leadIn: 'This patient is at greatest risk for which of the following?',
    options: [
      {
        text: 'Chronic hepatitis progressing to cirrhosis',
        why: 'Chronic infection follows hepatitis B or C; hepatitis E becomes chronic only in immunosuppressed patients, such as organ transplant recipients.',
      },
      {
        text: 'Cryoglobulinemic vasculitis',
        why: 'Mixed cryoglobulinemia with purpura, arthralgia and glomerulonephritis is an extrahepatic manifestation of chronic hepatitis C.',
      },
      {
        text: 'Fulminant hepatic failure',
        why: 'Hepatitis E acquired in the third trimester progresses to acute liver failure in a substantial minority of women, with maternal mortality reported up to 20% to 25% and high fetal loss.',
      },
      {
        text: 'Hepatocellular carcinoma',
        why: 'Hepatocellular carcinoma complicates chronic hepatitis B (even without cirrhosis) and cirrhosis of any cause, not a self-limited enteric hepatitis.',
      },
      {
        text: 'Relapsing cholestatic hepatitis',
        why: 'A relapsing or prolonged cholestatic course is an uncommon variant of hepatitis A, which has been excluded by the negative IgM antibody.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Acute hepatitis with aminotransferases in the thousands and jaundice after travel to South Asia with exposure to untreated water, negative tests for hepatitis A, B and C, and no drug exposure suggest hepatitis E, an enterically transmitted RNA virus that causes large waterborne outbreaks. Normal blood pressure, platelets and glucose make HELLP syndrome and acute fatty liver of pregnancy unlikely. In most adults, hepatitis E is self-limited, but infection in pregnancy, especially in the third trimester, carries a high risk of fulminant hepatic failure. IgM antibody to hepatitis E confirms the diagnosis, and she needs admission with close monitoring of INR, glucose and mental status.',
    objective: 'Recognize acute hepatitis E in pregnancy and its high risk of fulminant hepatic failure.',
    task: 'prognosis',
    steps: 2,
    takeHome:
      'Hepatitis E: enteric spread through contaminated water; self-limited in most adults, but fulminant hepatic failure is common when acquired in the third trimester of pregnancy.',
  },
  {
    id: 'gi-q-helicobacter-pylori-penicillin-allergy',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Helicobacter pylori infection',
    stem: 'A 38-year-old woman comes to the office because of burning epigastric pain for 2 months. The pain is worse when she is hungry and sometimes wakes her at night. She has no vomiting, difficulty swallowing, black stools, or weight loss. At age 20 years, she had hives, lip swelling, and wheezing that required epinephrine after a dose of amoxicillin. She has not taken antibiotics since then. She takes no NSAIDs or other medications. Temperature is 36.8°C, pulse is 76/min, and blood pressure is 118/72 mm Hg. There is mild epigastric tenderness. Hemoglobin concentration is 13.1 g/dL. A urea breath test is positive.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Bismuth quadruple therapy',
        why: 'A proton pump inhibitor with bismuth, tetracycline and metronidazole for 14 days contains no penicillin and is the preferred empiric regimen when antibiotic susceptibility is unknown.',
      },
      {
        text: 'Clarithromycin triple therapy',
        why: 'A proton pump inhibitor with clarithromycin and amoxicillin contains a penicillin, and clarithromycin resistance in the United States is now too common for empiric use without susceptibility testing.',
      },
      {
        text: 'Levofloxacin triple therapy',
        why: 'Levofloxacin with amoxicillin and a proton pump inhibitor contains a penicillin and is reserved for rescue after failed first-line treatment, when susceptibility is known.',
      },
      {
        text: 'Rifabutin triple therapy',
        why: 'Rifabutin with amoxicillin and a proton pump inhibitor is an acceptable first-line regimen for most patients, but it contains amoxicillin.',
      },
      {
        text: 'Vonoprazan dual therapy',
        why: 'Vonoprazan with high-dose amoxicillin is another first-line option in most patients, but it depends entirely on amoxicillin and cannot be used after anaphylaxis to it.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Epigastric pain that is worse with hunger and wakes her at night suggests a duodenal ulcer, and the positive urea breath test shows active Helicobacter pylori infection, which must be eradicated. Current US guidance prefers 14 days of bismuth quadruple therapy for treatment-naive patients when antibiotic susceptibility is unknown. Most alternatives (rifabutin triple, vonoprazan dual, levofloxacin and clarithromycin triple therapy) contain amoxicillin, which this patient cannot take after an anaphylactic reaction. Eradication is confirmed with a urea breath test or stool antigen test at least 4 weeks after treatment, with proton pump inhibitors held for 2 weeks beforehand to avoid false-negative results.',
    objective: 'Choose bismuth quadruple therapy for Helicobacter pylori infection in a patient with penicillin anaphylaxis.',
    task: 'treatment',
    steps: 2,
    takeHome:
      'H. pylori with unknown susceptibility: 14 days of bismuth quadruple therapy, which is also the regimen without penicillin; confirm eradication 4 weeks later off PPIs.',
  },
  {
    id: 'gi-q-gastric-malt-lymphoma-treatment',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Gastric MALT lymphoma',
    stem: 'A 63-year-old man comes to the office to discuss the results of upper endoscopy done for epigastric discomfort and early satiety for 4 months. He has had no fever, night sweats, weight loss, or bleeding. He takes no medications. Temperature is 36.7°C, pulse is 72/min, and blood pressure is 128/80 mm Hg. There is no lymphadenopathy or splenomegaly. Hemoglobin concentration is 13.9 g/dL, and leukocyte count is 6,800/mm³. Endoscopy showed erythematous, nodular mucosa with shallow erosions in the gastric antrum. Biopsy specimens show a dense infiltrate of small, CD20-positive B lymphocytes that invade and destroy gastric glands, and a Giemsa stain shows numerous curved rods on the mucosal surface. Endoscopic ultrasonography shows that the lesion is confined to the mucosa and submucosa, and CT of the chest, abdomen, and pelvis shows no enlarged lymph nodes.',
    leadIn: 'Which of the following is the most appropriate initial treatment?',
    options: [
      {
        text: 'Combination chemotherapy with rituximab',
        why: 'Rituximab-based chemotherapy such as R-CHOP treats diffuse large B-cell lymphoma or advanced low-grade lymphoma, not localized disease that depends on an antigenic stimulus.',
      },
      {
        text: 'Eradication of Helicobacter pylori',
        why: 'The lymphoma is driven by chronic B-cell stimulation from H. pylori gastritis, and antibiotic eradication produces complete remission in most patients with localized disease.',
      },
      {
        text: 'Involved-site radiation therapy',
        why: 'Radiation therapy is used for localized lymphoma that persists after successful eradication, or for H. pylori-negative disease.',
      },
      {
        text: 'Partial gastrectomy',
        why: 'Surgery has been replaced by organ-preserving treatment and is reserved for complications such as perforation or uncontrolled bleeding.',
      },
      {
        text: 'Rituximab monotherapy',
        why: 'Rituximab alone is an option for disease that persists or relapses after eradication when radiation cannot be given, not first-line treatment.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Small CD20-positive B cells forming lymphoepithelial lesions in the gastric mucosa, with curved organisms on Giemsa stain, indicate extranodal marginal zone lymphoma of mucosa-associated lymphoid tissue (MALT lymphoma) associated with Helicobacter pylori. Endoscopic ultrasonography and CT show localized disease without B symptoms. Chronic antigenic stimulation by H. pylori drives the clonal B-cell proliferation, so eradication therapy is the initial treatment of localized disease and leads to regression in about three quarters of patients, although it can take months. Tumors with t(11;18) usually do not respond, and radiation therapy is then used. Endoscopic surveillance with biopsy follows treatment.',
    objective: 'Treat localized H. pylori-positive gastric MALT lymphoma with eradication therapy.',
    task: 'treatment',
    steps: 2,
    takeHome:
      'Localized gastric MALT lymphoma with H. pylori: eradicate the organism first; radiation is for persistent or H. pylori-negative disease, and t(11;18) predicts failure.',
  },
  {
    id: 'gi-q-anti-tnf-latent-tuberculosis-screening',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Screening before anti-TNF therapy',
    stem: 'A 29-year-old man with Crohn disease of the terminal ileum comes to the office because of six loose stools daily, crampy abdominal pain, and a 4-kg weight loss during the past 2 months. His symptoms have recurred twice in the past year whenever prednisone was tapered below 20 mg daily. He emigrated from the Philippines 5 years ago. He takes prednisone 20 mg daily. Temperature is 37.4°C, pulse is 88/min, and blood pressure is 118/72 mm Hg. There is tenderness in the right lower quadrant without a mass. Hemoglobin concentration is 12.1 g/dL, and serum albumin is 3.3 g/dL. Colonoscopy shows deep ulcers in the terminal ileum. Hepatitis B surface antigen and antibody to hepatitis B core antigen are negative. His physician plans to start infliximab.',
    leadIn: 'Which of the following is the most appropriate next step before starting this drug?',
    options: [
      {
        text: 'Antinuclear antibody testing',
        why: 'Anti-TNF drugs can induce antinuclear antibodies and, rarely, a lupus-like syndrome, but baseline testing is not required.',
      },
      {
        text: 'Echocardiography',
        why: 'Anti-TNF drugs are avoided in moderate to severe heart failure, but echocardiography is not needed in a patient without cardiac symptoms or signs.',
      },
      {
        text: 'Interferon-gamma release assay',
        why: 'TNF-alpha maintains granulomas, so blocking it can reactivate latent tuberculosis; an interferon-gamma release assay, preferred after BCG vaccination, screens for latent infection before therapy.',
      },
      {
        text: 'Pulmonary function testing',
        why: 'Pulmonary function tests assess airway or interstitial disease and are not part of screening before biologic therapy.',
      },
      {
        text: 'Thiopurine methyltransferase activity',
        why: 'Thiopurine methyltransferase activity is measured before azathioprine or mercaptopurine to predict myelotoxicity; it is irrelevant to infliximab.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Moderate to severe Crohn disease that relapses whenever glucocorticoids are tapered calls for a biologic drug such as infliximab, a monoclonal antibody against tumor necrosis factor alpha. TNF-alpha is essential for forming and maintaining granulomas that contain Mycobacterium tuberculosis, so anti-TNF therapy can reactivate latent tuberculosis, often as disseminated or extrapulmonary disease. Every patient is screened before the first dose, with an interferon-gamma release assay or tuberculin skin test, followed by a chest x-ray if positive; the assay avoids false-positive results from BCG vaccination, which is routine in the Philippines. Latent infection is treated before or alongside the start of therapy. Hepatitis B screening, also required, was negative here.',
    objective: 'Screen for latent tuberculosis with an interferon-gamma release assay before starting anti-TNF therapy.',
    task: 'next-step',
    steps: 1,
    takeHome:
      'Before any anti-TNF drug, screen for latent tuberculosis (interferon-gamma release assay or skin test) and hepatitis B, because TNF blockade dissolves granulomas.',
  },
  {
    id: 'gi-q-azathioprine-tpmt-testing',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Azathioprine therapy',
    stem: 'A 27-year-old woman with ulcerative colitis involving the entire colon comes to the office for follow-up. The disease was diagnosed 3 years ago. She has needed prednisone twice in the past 9 months for flares, and bloody diarrhea returns whenever the dose is tapered below 15 mg daily. She now has two formed stools daily without blood. She takes mesalamine 4.8 g and prednisone 20 mg daily. Vital signs are normal, and examination shows no abnormalities. Hemoglobin concentration is 12.6 g/dL, leukocyte count is 8,200/mm³, and platelet count is 310,000/mm³. Serum creatinine is 0.8 mg/dL, and ALT is 22 U/L. Azathioprine is planned so that prednisone can be withdrawn.',
    leadIn: 'To reduce the risk of a serious toxic effect, which of the following should be measured before this drug is started?',
    options: [
      {
        text: 'Glucose-6-phosphate dehydrogenase activity',
        why: 'G6PD activity is checked before drugs that cause oxidant hemolysis in deficient patients, such as dapsone, primaquine and rasburicase.',
      },
      {
        text: 'HLA-B*57:01 genotype',
        why: 'HLA-B*57:01 predicts hypersensitivity to abacavir, an antiretroviral drug.',
      },
      {
        text: 'Serum lipase concentration',
        why: 'Azathioprine can cause acute pancreatitis, but this reaction is idiosyncratic and not predicted by a baseline lipase level.',
      },
      {
        text: 'Thiopurine methyltransferase activity',
        why: 'Low or absent TPMT activity shunts azathioprine toward active thioguanine nucleotides, which cause severe, potentially fatal bone marrow suppression at standard doses.',
      },
      {
        text: 'Urine protein-to-creatinine ratio',
        why: 'Urine protein is not affected by azathioprine; mesalamine can rarely cause interstitial nephritis, which is monitored with serum creatinine.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Glucocorticoid-dependent ulcerative colitis needs steroid-sparing maintenance therapy, and azathioprine, a prodrug of 6-mercaptopurine, is one option. 6-Mercaptopurine is inactivated partly by thiopurine methyltransferase and partly by xanthine oxidase; the remainder forms thioguanine nucleotides, which are incorporated into DNA and suppress lymphocyte proliferation. About 1 in 300 people have absent TPMT activity and about 1 in 10 have intermediate activity, and in them standard doses cause profound myelosuppression. TPMT activity or genotype (and, in people of Asian descent, NUDT15 genotype) is checked before starting, the dose is adjusted accordingly, and blood counts and liver tests are monitored. Allopurinol, by blocking xanthine oxidase, has the same effect unless the dose is reduced.',
    objective: 'Measure thiopurine methyltransferase activity before starting azathioprine to prevent myelosuppression.',
    task: 'investigation',
    steps: 1,
    takeHome:
      'Before azathioprine or mercaptopurine, check TPMT (and NUDT15) to prevent severe myelosuppression; allopurinol blocks xanthine oxidase and has the same effect.',
  },
  {
    id: 'gi-q-esophageal-varices-primary-prophylaxis',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Esophageal varices: primary prophylaxis',
    stem: 'A 58-year-old man with cirrhosis from metabolic dysfunction-associated steatohepatitis comes to the office for follow-up. He has never had gastrointestinal bleeding, ascites, or confusion. Screening upper endoscopy last week showed three large varices in the distal esophagus without red marks or stigmata of recent bleeding. He has type 2 diabetes mellitus and takes metformin. He does not drink alcohol. Temperature is 36.8°C, pulse is 82/min, and blood pressure is 126/78 mm Hg. There are spider angiomas on the chest, and the spleen tip is palpable. There is no shifting dullness or edema. Platelet count is 88,000/mm³, INR is 1.3, serum albumin is 3.4 g/dL, and total bilirubin is 1.4 mg/dL.',
    leadIn: "Which of the following drugs is most appropriate to reduce this patient's risk of bleeding?",
    options: [
      {
        text: 'Isosorbide mononitrate',
        why: 'Nitrates lower portal pressure slightly but cause hypotension and did not prevent first bleeding, alone or added to a beta-blocker; they are not recommended.',
      },
      {
        text: 'Metoprolol',
        why: 'A beta1-selective blocker lowers cardiac output but lacks the beta2 blockade that constricts the splanchnic circulation, so it does not reduce portal pressure enough.',
      },
      {
        text: 'Octreotide',
        why: 'Intravenous octreotide causes splanchnic vasoconstriction during acute variceal hemorrhage; it is given for 2 to 5 days and has no role in long-term prevention.',
      },
      {
        text: 'Propranolol',
        why: 'A nonselective beta-blocker lowers portal inflow through beta1 (less cardiac output) and beta2 blockade (unopposed alpha-mediated splanchnic vasoconstriction), and it prevents first variceal bleeding.',
      },
      {
        text: 'Spironolactone',
        why: 'Spironolactone is first-line for ascites in cirrhosis; it does not reduce the risk of variceal bleeding.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Large esophageal varices in a patient with cirrhosis who has never bled carry a high risk of a first hemorrhage, so primary prophylaxis is indicated. Options are a nonselective beta-blocker (propranolol, nadolol or carvedilol) or endoscopic band ligation. Propranolol is titrated to the maximum tolerated dose, aiming for a resting heart rate of about 55 to 60/min while keeping systolic pressure above 90 mm Hg. Beta-blockers also lower the risk of decompensation. They are reduced or stopped if refractory ascites, hypotension or acute kidney injury develops.',
    objective: 'Prevent first variceal bleeding with a nonselective beta-blocker such as propranolol.',
    task: 'prevention',
    steps: 2,
    takeHome:
      'Large varices that have not bled: nonselective beta-blocker (propranolol, nadolol or carvedilol) or band ligation; selective beta1-blockers and nitrates do not work.',
  },
  {
    id: 'gi-q-ascites-high-gradient-high-protein',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Ascites: serum-ascites albumin gradient',
    stem: 'A 68-year-old man comes to the office because of increasing abdominal girth, swelling of both legs, and shortness of breath on exertion for 2 months. He had a myocardial infarction 3 years ago. He drinks two or three beers daily. He takes aspirin, atorvastatin, and lisinopril. Temperature is 36.8°C, pulse is 96/min, respirations are 20/min, and blood pressure is 112/70 mm Hg. The jugular venous pressure is 14 cm H₂O and rises further with pressure on the abdomen. Crackles are heard at both lung bases. The liver edge is smooth and palpable 4 cm below the right costal margin. There is shifting dullness, and there is pitting edema to the knees. There are no spider angiomas. Serum albumin is 3.6 g/dL, total bilirubin is 1.2 mg/dL, and ALT is 42 U/L. Paracentesis yields straw-colored fluid with an albumin concentration of 2.2 g/dL, total protein of 3.1 g/dL, and a leukocyte count of 180/mm³ (20% neutrophils); cytologic examination shows no malignant cells.',
    leadIn: "Which of the following is the most likely cause of this patient's ascites?",
    options: [
      {
        text: 'Cirrhosis',
        why: 'Cirrhosis produces a gradient of 1.1 g/dL or more, but the ascitic protein is usually below 2.5 g/dL because the sinusoids are capillarized and leak little protein.',
      },
      {
        text: 'Heart failure',
        why: 'Raised right-sided pressure is transmitted to intact hepatic sinusoids, which leak protein-rich fluid: a gradient of 1.1 g/dL or more with protein of 2.5 g/dL or more.',
      },
      {
        text: 'Nephrotic syndrome',
        why: 'Nephrotic syndrome gives a gradient below 1.1 g/dL with low ascitic protein, along with heavy proteinuria and a very low serum albumin.',
      },
      {
        text: 'Peritoneal carcinomatosis',
        why: 'Tumor on the peritoneum gives a gradient below 1.1 g/dL with high protein and often malignant cells on cytologic examination.',
      },
      {
        text: 'Tuberculous peritonitis',
        why: 'Tuberculous peritonitis gives a low gradient with high protein and a lymphocyte-predominant leukocyte count, usually several hundred to thousands per mm³.',
      },
    ],
    answerIndex: 1,
    rationale:
      'The serum-ascites albumin gradient here is 3.6 − 2.2 = 1.4 g/dL, so the ascites results from portal hypertension. Among causes of portal hypertension, the ascitic protein separates sinusoidal from postsinusoidal disease: in cirrhosis, fibrotic sinusoids leak little protein (below 2.5 g/dL), whereas in heart failure, constrictive pericarditis and early Budd-Chiari syndrome, high venous pressure reaches normal sinusoids, which leak protein-rich fluid (2.5 g/dL or more). A raised jugular venous pressure with hepatojugular reflux, bibasilar crackles and edema after a myocardial infarction confirm a cardiac cause despite his daily alcohol use, and the high ascitic protein argues against alcohol-associated cirrhosis. Treatment of the heart failure, including loop diuretics, controls the ascites.',
    objective: 'Interpret a high serum-ascites albumin gradient with high ascitic protein as cardiac ascites.',
    task: 'diagnosis',
    steps: 2,
    takeHome:
      'Gradient 1.1 g/dL or more means portal hypertension; then ascitic protein below 2.5 g/dL means cirrhosis, 2.5 g/dL or more means heart failure or Budd-Chiari syndrome.',
    table: {
      caption: 'Reading ascitic fluid',
      header: ['Gradient (g/dL)', 'Ascitic protein (g/dL)', 'Typical causes'],
      rows: [
        ['1.1 or more', 'Below 2.5', 'Cirrhosis, late Budd-Chiari syndrome'],
        ['1.1 or more', '2.5 or more', 'Heart failure, constrictive pericarditis, early Budd-Chiari syndrome'],
        ['Below 1.1', '2.5 or more', 'Peritoneal carcinomatosis, tuberculosis, pancreatic ascites'],
        ['Below 1.1', 'Below 2.5', 'Nephrotic syndrome'],
      ],
    },
  },
  {
    id: 'gi-q-hepatorenal-syndrome-diagnosis',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hepatorenal syndrome',
    stem: 'A 54-year-old man with alcohol-associated cirrhosis and ascites is in the hospital 4 days after admission for spontaneous bacterial peritonitis, which is being treated with cefotaxime. His serum creatinine concentration has risen from 1.0 mg/dL at admission to 2.6 mg/dL, and urine output has fallen to 400 mL daily. Furosemide and spironolactone were stopped at admission, and intravenous albumin was given for 2 consecutive days without improvement. He has received no NSAIDs or contrast agents. Temperature is 37.2°C, pulse is 84/min, and blood pressure is 98/60 mm Hg. He has jaundice, a tense abdomen, and no rash. The bladder is not distended. Serum sodium is 129 mEq/L, and total bilirubin is 5.8 mg/dL. Urinalysis shows no protein or blood, and microscopy shows a few hyaline casts without cellular or granular casts. Urine sodium concentration is 6 mEq/L. Renal ultrasonography shows normal-sized kidneys without hydronephrosis.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Acute interstitial nephritis',
        why: 'Drug-induced interstitial nephritis (for example, from a beta-lactam) causes fever, rash, leukocytes and leukocyte casts in the urine and a high urine sodium.',
      },
      {
        text: 'Acute tubular necrosis',
        why: 'Tubular necrosis follows shock or nephrotoxins and shows muddy brown granular casts and a urine sodium above 40 mEq/L because tubules cannot reabsorb sodium.',
      },
      {
        text: 'Hepatorenal syndrome',
        why: 'Splanchnic vasodilation in advanced cirrhosis activates renal vasoconstrictor systems, causing functional kidney failure with a bland sediment, avid sodium retention and no response to volume expansion.',
      },
      {
        text: 'Obstructive uropathy',
        why: 'Urinary obstruction is excluded by the absence of bladder distension and hydronephrosis on ultrasonography.',
      },
      {
        text: 'Prerenal azotemia from volume loss',
        why: 'Simple volume depletion, as after diuretics or bleeding, improves after diuretics are stopped and albumin is given, which did not happen here.',
      },
    ],
    answerIndex: 2,
    rationale:
      'In a patient with cirrhosis and ascites, an acute rise in creatinine after an infection, despite withdrawal of diuretics and 2 days of intravenous albumin, without shock, nephrotoxins, proteinuria, hematuria or obstruction, meets the criteria for hepatorenal syndrome with acute kidney injury. The very low urine sodium reflects intense renal vasoconstriction with intact tubules. Spontaneous bacterial peritonitis is a common trigger, which is why albumin is given with its antibiotic treatment. Treatment is a vasoconstrictor (terlipressin, or norepinephrine in the intensive care unit) with albumin, and liver transplantation is the definitive therapy.',
    objective: 'Diagnose hepatorenal syndrome by acute kidney injury in cirrhosis that fails to respond to albumin, with a bland sediment.',
    task: 'diagnosis',
    steps: 2,
    takeHome:
      'Cirrhosis with ascites, rising creatinine, bland urine, urine sodium under 10 mEq/L and no response to 2 days of albumin: hepatorenal syndrome; treat with terlipressin and albumin.',
  },
  {
    id: 'gi-q-budd-chiari-syndrome-investigation',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Budd-Chiari syndrome',
    stem: 'A 32-year-old woman comes to the emergency department because of right upper abdominal pain and increasing abdominal girth for 3 weeks. She takes a combined oral contraceptive. She does not drink alcohol. Temperature is 37.2°C, pulse is 94/min, and blood pressure is 118/74 mm Hg. There is no jugular venous distension. The liver edge is tender and palpable 4 cm below the right costal margin, and there is shifting dullness. Hemoglobin concentration is 17.9 g/dL, leukocyte count is 12,600/mm³, and platelet count is 640,000/mm³. Serum ALT is 210 U/L, AST is 180 U/L, total bilirubin is 1.8 mg/dL, albumin is 3.4 g/dL, and INR is 1.3. Ascitic fluid has an albumin concentration of 1.6 g/dL and total protein of 3.2 g/dL; the leukocyte count is 120/mm³. Tests for viral hepatitis are negative.',
    leadIn: 'Which of the following is the most appropriate next step in diagnosis?',
    options: [
      {
        text: 'Doppler ultrasonography',
        why: 'Doppler ultrasonography shows absent or reversed flow or thrombus in the hepatic veins or inferior vena cava and is the recommended first test; CT or MR venography follows if results are unclear.',
      },
      {
        text: 'Echocardiography',
        why: 'Echocardiography evaluates heart failure or constrictive pericarditis, which also cause high-protein ascites with a high gradient, but the jugular venous pressure is normal here.',
      },
      {
        text: 'Liver biopsy',
        why: 'Biopsy shows centrilobular congestion but is invasive and rarely needed; noninvasive vascular imaging makes the diagnosis.',
      },
      {
        text: 'Magnetic resonance cholangiopancreatography',
        why: 'MRCP images the bile ducts in cholestatic disease; this is a hepatocellular pattern with portal hypertensive ascites, not biliary obstruction.',
      },
      {
        text: 'Upper endoscopy',
        why: 'Endoscopy screens for varices once portal hypertension is established, but it does not identify its cause.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Subacute right upper quadrant pain, tender hepatomegaly and ascites with a high gradient (3.4 − 1.6 = 1.8 g/dL) and high protein, without jugular venous distension, in a young woman taking estrogen who has erythrocytosis, leukocytosis and thrombocytosis suggesting polycythemia vera, indicate hepatic venous outflow obstruction (Budd-Chiari syndrome). Doppler ultrasonography is the first test. Once it is confirmed, management includes anticoagulation, stopping the oral contraceptive, testing for a myeloproliferative neoplasm (JAK2 V617F) and other thrombophilias, and angioplasty, a transjugular intrahepatic portosystemic shunt or transplantation for disease that progresses.',
    objective: 'Evaluate suspected Budd-Chiari syndrome with abdominal Doppler ultrasonography.',
    task: 'investigation',
    steps: 2,
    takeHome:
      'Painful hepatomegaly and ascites in a patient with a thrombotic risk (myeloproliferative neoplasm, estrogen) suggests Budd-Chiari syndrome: Doppler ultrasonography first.',
  },
  {
    id: 'gi-q-hcc-surveillance-after-hcv-cure',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hepatocellular carcinoma surveillance',
    stem: 'A 61-year-old man with cirrhosis comes to the office for follow-up. Chronic hepatitis C was diagnosed 4 years ago, when liver biopsy showed cirrhosis, and he was cured with direct-acting antiviral therapy 3 years ago; hepatitis C virus RNA has remained undetectable since. He feels well and has never had ascites, jaundice, confusion, or gastrointestinal bleeding. He does not drink alcohol. He takes no medications. Vital signs are normal. There are a few spider angiomas on the chest. Platelet count is 118,000/mm³, serum albumin is 3.8 g/dL, total bilirubin is 0.9 mg/dL, and INR is 1.1.',
    leadIn: 'Which of the following is the most appropriate approach to screening for liver cancer in this patient?',
    options: [
      {
        text: 'Abdominal CT every 12 months',
        why: 'Multiphase CT or MRI is used when ultrasonography is inadequate (for example, in obesity) or to characterize a nodule; annual CT is not the standard and adds radiation.',
      },
      {
        text: 'Alpha-fetoprotein alone every 12 months',
        why: 'Alpha-fetoprotein alone misses many early tumors and is not recommended without imaging; the interval is also too long.',
      },
      {
        text: 'No further surveillance',
        why: 'Cure of hepatitis C lowers but does not remove the cancer risk once cirrhosis is established, so surveillance continues indefinitely.',
      },
      {
        text: 'Ultrasonography and AFP every 2 years',
        why: 'A 2-year interval lets tumors grow beyond the stage at which curative resection, ablation or transplantation is possible.',
      },
      {
        text: 'Ultrasonography and AFP every 6 months',
        why: 'Ultrasonography with or without alpha-fetoprotein every 6 months detects tumors early enough for curative treatment and improves survival in cirrhosis.',
      },
    ],
    answerIndex: 4,
    rationale:
      'This patient has compensated cirrhosis. Curing hepatitis C reduces the risk of hepatocellular carcinoma by about 70%, but in patients who already had cirrhosis the annual risk remains above the threshold (about 1.5% per year) at which surveillance is cost-effective. Ultrasonography with or without serum alpha-fetoprotein every 6 months is recommended for all patients with cirrhosis who would be candidates for treatment, and for some patients with chronic hepatitis B without cirrhosis. The 6-month interval reflects the tumor doubling time. A new nodule of 1 cm or more is evaluated with multiphase CT or MRI.',
    objective: 'Continue ultrasonographic surveillance every 6 months for hepatocellular carcinoma in cirrhosis after hepatitis C cure.',
    task: 'prevention',
    steps: 2,
    takeHome:
      'Cirrhosis of any cause, even after hepatitis C cure: ultrasonography with or without AFP every 6 months for hepatocellular carcinoma.',
  },
  {
    id: 'gi-q-severe-alcohol-associated-hepatitis-treatment',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Alcohol-associated hepatitis',
    stem: 'A 44-year-old woman comes to the emergency department because of yellow skin, abdominal swelling, and low-grade fever for 2 weeks. She has drunk about 10 alcoholic drinks daily for 10 years; her last drink was 6 days ago. She takes no medications. Temperature is 38.0°C, pulse is 104/min, and blood pressure is 112/70 mm Hg. She is alert and oriented, without asterixis. There is jaundice, and there are spider angiomas on the chest. The liver is tender and palpable 4 cm below the costal margin, and there is mild shifting dullness. Hemoglobin concentration is 11.2 g/dL, mean corpuscular volume is 104 μm³, leukocyte count is 14,800/mm³, and platelet count is 128,000/mm³. Serum AST is 182 U/L, ALT is 64 U/L, alkaline phosphatase is 160 U/L, total bilirubin is 12.4 mg/dL, albumin is 2.8 g/dL, and creatinine is 0.9 mg/dL. Prothrombin time is 21 seconds (control 12 seconds), and INR is 2.0. Blood and urine cultures and a chest x-ray are negative, and the ascitic neutrophil count is 40/mm³. Tests for viral hepatitis are negative.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Ceftriaxone',
        why: 'Fever and leukocytosis are common in alcohol-associated hepatitis itself; antibiotics are given only when infection is found, and cultures, chest x-ray and ascitic fluid are negative here.',
      },
      {
        text: 'Pentoxifylline',
        why: 'Pentoxifylline did not improve survival in a large randomized trial and is no longer recommended for severe alcohol-associated hepatitis.',
      },
      {
        text: 'Prednisolone',
        why: 'Prednisolone 40 mg daily for 28 days improves short-term survival in severe disease (discriminant function of 32 or more, or MELD score above 20) once infection and bleeding are excluded.',
      },
      {
        text: 'Rifaximin',
        why: 'Rifaximin prevents recurrent hepatic encephalopathy; this patient has no encephalopathy, and it does not treat hepatitis.',
      },
      {
        text: 'Ursodeoxycholic acid',
        why: 'Ursodeoxycholic acid treats primary biliary cholangitis and dissolves some gallstones; it has no benefit in alcohol-associated hepatitis.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Jaundice beginning within weeks of heavy drinking, fever, tender hepatomegaly, leukocytosis, an AST:ALT ratio above 2 with AST below 400 U/L, and macrocytosis indicate alcohol-associated hepatitis. The Maddrey discriminant function, 4.6 × (21 − 12) + 12.4 = 53.8, and a MELD score of about 24 show severe disease with a high 1-month mortality. After infection, gastrointestinal bleeding and kidney injury have been excluded, prednisolone is given; response is assessed on day 7 with the Lille score, and nonresponders stop the drug. Abstinence, nutritional support and thiamine are essential, and early liver transplantation is considered in selected patients.',
    objective: 'Treat severe alcohol-associated hepatitis with prednisolone after excluding infection.',
    task: 'treatment',
    steps: 2,
    takeHome:
      'Severe alcohol-associated hepatitis (discriminant function 32 or more or MELD above 20) without infection or bleeding: prednisolone for 28 days, stopped if the day-7 Lille score shows no response.',
  },
  {
    id: 'gi-q-masld-lifestyle-treatment',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Metabolic dysfunction-associated steatotic liver disease',
    stem: 'A 52-year-old man comes to the office for follow-up of abnormal liver tests found during a routine examination. He feels well. He has type 2 diabetes mellitus and hypertension. He drinks one or two beers weekly and takes metformin and lisinopril. BMI is 33 kg/m². Temperature is 36.8°C, pulse is 78/min, and blood pressure is 134/84 mm Hg. There are no stigmata of chronic liver disease, and the liver edge is not palpable. Serum ALT is 78 U/L, AST is 52 U/L, alkaline phosphatase is 84 U/L, total bilirubin is 0.8 mg/dL, and albumin is 4.3 g/dL. Platelet count is 245,000/mm³. Hemoglobin A1c is 7.4%, and LDL cholesterol is 138 mg/dL. Tests for hepatitis B and C are negative, and ferritin and transferrin saturation are normal. Ultrasonography shows a diffusely echogenic liver without focal lesions. The FIB-4 index is 1.2, and liver stiffness on transient elastography is 6.1 kPa, indicating no significant fibrosis.',
    leadIn: 'Which of the following is the most appropriate management?',
    options: [
      {
        text: 'Avoidance of statin therapy',
        why: 'Statins are safe in steatotic liver disease, even with raised aminotransferases, and he needs one for his diabetes and LDL level to lower his cardiovascular risk, the leading cause of death in this disease.',
      },
      {
        text: 'Liver biopsy',
        why: 'Biopsy is reserved for diagnostic doubt or when noninvasive tests are indeterminate; a low FIB-4 index and low liver stiffness make advanced fibrosis unlikely.',
      },
      {
        text: 'Ursodeoxycholic acid',
        why: 'Ursodeoxycholic acid treats primary biliary cholangitis and has no proven benefit in steatotic liver disease.',
      },
      {
        text: 'Vitamin E supplementation',
        why: 'Vitamin E may be considered for biopsy-proven steatohepatitis in patients without diabetes; its benefit in diabetes is unproven, and long-term use carries possible risks.',
      },
      {
        text: 'Weight loss of 7% to 10%',
        why: 'Gradual weight loss of 7% to 10% through diet and exercise reduces steatosis, inflammation and fibrosis and also improves glycemic control and blood pressure.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Raised aminotransferases with ALT greater than AST, an echogenic liver, obesity, type 2 diabetes and hypertension, with minimal alcohol intake and no viral, iron or other cause, indicate metabolic dysfunction-associated steatotic liver disease. The FIB-4 index below 1.3 and low liver stiffness place him at low risk of advanced fibrosis, so he can be managed in primary care without biopsy. The foundation of treatment is lifestyle change aimed at weight loss of at least 5% to reduce steatosis and 7% to 10% to improve inflammation and fibrosis, together with control of diabetes, blood pressure and lipids (including a statin) and abstinence from heavy drinking. Noninvasive fibrosis testing is repeated every few years.',
    objective: 'Manage steatotic liver disease with low fibrosis risk by weight loss and cardiometabolic risk control.',
    task: 'treatment',
    steps: 2,
    takeHome:
      'Steatotic liver disease with a low FIB-4 index: weight loss of 7% to 10%, control of diabetes and lipids, and continued statins; biopsy is not needed.',
  },
  {
    id: 'gi-q-chronic-pancreatitis-exocrine-insufficiency',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Chronic pancreatitis: exocrine insufficiency',
    stem: 'A 49-year-old man comes to the clinic because of bulky, greasy, foul-smelling stools four to six times daily for 6 months and an 8-kg weight loss. For 8 years, he has had recurrent episodes of epigastric pain radiating to the back, with several hospital admissions. He has drunk six to eight beers daily for 20 years and has recently cut down to two daily. He has smoked one pack of cigarettes daily for 30 years. Type 2 diabetes mellitus was diagnosed 1 year ago, and he takes metformin. BMI is 19 kg/m². Temperature is 36.7°C, pulse is 78/min, and blood pressure is 124/78 mm Hg. There is mild epigastric tenderness. Serum lipase is 32 U/L, and albumin is 3.4 g/dL. Hemoglobin A1c is 7.6%. Fecal elastase concentration is 45 μg/g stool (normal > 200). CT of the abdomen shows multiple calcifications throughout the pancreas and a dilated, irregular main pancreatic duct, without a mass.',
    leadIn: "In addition to cessation of alcohol use and smoking, which of the following is the most appropriate treatment for this patient's stools?",
    options: [
      {
        text: 'Cholestyramine',
        why: 'Bile acid sequestrants treat bile acid diarrhea after ileal resection or cholecystectomy; they worsen fat malabsorption.',
      },
      {
        text: 'Loperamide',
        why: 'An antidiarrheal slows transit but does not correct maldigestion, so steatorrhea and weight loss continue.',
      },
      {
        text: 'Metronidazole',
        why: 'Metronidazole treats giardiasis or, with other antibiotics, bacterial overgrowth; the fecal elastase and CT findings identify a pancreatic cause.',
      },
      {
        text: 'Octreotide',
        why: 'Octreotide controls secretory diarrhea from neuroendocrine tumors and reduces pancreatic secretion, which would worsen maldigestion.',
      },
      {
        text: 'Pancrelipase',
        why: 'Lipase-rich enzyme capsules taken with each meal and snack restore fat digestion; the dose is adjusted to weight, symptoms and stool fat.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Years of recurrent epigastric pain in a heavy drinker and smoker, pancreatic calcifications and a dilated, irregular duct on CT establish chronic pancreatitis; lipase is often normal once the gland is fibrotic. Steatorrhea with weight loss and a very low fecal elastase show exocrine insufficiency, which appears when more than 90% of acinar function is lost, and new diabetes reflects loss of islets (type 3c diabetes). Treatment is pancreatic enzyme replacement with meals, often with acid suppression to protect the enzymes, plus replacement of fat-soluble vitamins A, D, E and K and bone density assessment. Abstinence from alcohol and smoking slows progression.',
    objective: 'Treat steatorrhea from chronic pancreatitis with pancreatic enzyme replacement taken with meals.',
    task: 'treatment',
    steps: 2,
    takeHome:
      'Chronic pancreatitis with steatorrhea and low fecal elastase: pancreatic enzyme replacement with every meal, fat-soluble vitamins, and stopping alcohol and smoking.',
  },
  {
    id: 'gi-q-pancreatic-head-cancer-imaging',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pancreatic adenocarcinoma',
    stem: 'A 68-year-old man comes to the office because of yellow skin and generalized itching for 3 weeks. He has had dark urine, pale stools, a 6-kg weight loss over 3 months, and a dull epigastric ache that radiates to the back. Type 2 diabetes mellitus was diagnosed 4 months ago. He has smoked one pack of cigarettes daily for 40 years. Temperature is 36.8°C, pulse is 80/min, and blood pressure is 132/80 mm Hg. There is jaundice with excoriations on the arms. A nontender, globular mass is palpable below the right costal margin at the midclavicular line. Serum total bilirubin is 9.8 mg/dL, direct bilirubin is 7.6 mg/dL, alkaline phosphatase is 520 U/L, ALT is 140 U/L, AST is 110 U/L, and lipase is 60 U/L. Ultrasonography shows dilated intrahepatic and extrahepatic bile ducts, a common bile duct of 14 mm, and a distended gallbladder without stones; the pancreas is obscured by bowel gas.',
    leadIn: 'Which of the following is the most appropriate next step in diagnosis?',
    options: [
      {
        text: 'CA 19-9 measurement',
        why: 'CA 19-9 is neither sensitive nor specific for diagnosis and is raised by biliary obstruction itself; it is used to follow response to treatment.',
      },
      {
        text: 'Endoscopic retrograde cholangiopancreatography',
        why: 'ERCP with stenting relieves obstruction when there is cholangitis or surgery must be delayed, but cross-sectional imaging should come first to diagnose and stage the tumor.',
      },
      {
        text: 'Hepatobiliary iminodiacetic acid scan',
        why: 'Cholescintigraphy shows cystic duct obstruction in acute cholecystitis; it does not show a mass or its relation to blood vessels.',
      },
      {
        text: 'Multiphase contrast-enhanced CT',
        why: 'A pancreatic-protocol multiphase CT identifies the mass and shows its contact with the superior mesenteric vessels, celiac axis and portal vein, and any metastases, which determine resectability.',
      },
      {
        text: 'Percutaneous biopsy of the pancreas',
        why: 'Tissue is not needed before resection of a clearly resectable mass, and when it is needed, endoscopic ultrasound-guided sampling is preferred because a percutaneous route risks tumor seeding.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Progressive obstructive jaundice without biliary colic, with a palpable, nontender gallbladder (Courvoisier sign), weight loss, back-radiating epigastric pain, new-onset diabetes and heavy smoking in an older man point to adenocarcinoma of the head of the pancreas. Ultrasonography has shown biliary dilation down to the distal duct but not the pancreas. The next step is a pancreatic-protocol multiphase CT, which both diagnoses and stages the tumor by defining vascular involvement and distant spread; endoscopic ultrasonography with fine-needle aspiration provides tissue when needed. Only about one in five patients have resectable disease, treated by pancreaticoduodenectomy and chemotherapy.',
    objective: 'Evaluate suspected pancreatic head cancer with multiphase pancreatic-protocol CT.',
    task: 'investigation',
    steps: 2,
    takeHome:
      'Painless jaundice, weight loss and a palpable gallbladder suggest pancreatic head cancer: pancreatic-protocol CT for diagnosis and staging; CA 19-9 is for follow-up.',
  },
  {
    id: 'gi-q-streptococcus-gallolyticus-colonoscopy',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Streptococcus gallolyticus bacteremia',
    stem: 'A 67-year-old man is in the hospital for treatment of infective endocarditis. He was admitted 5 days ago because of fever and fatigue for 3 weeks. All four sets of blood cultures grew Streptococcus gallolyticus (formerly S. bovis biotype I), and transesophageal echocardiography showed an 8-mm vegetation on the aortic valve. He has received intravenous ceftriaxone and has been afebrile for 3 days. He has no abdominal pain or change in bowel habits. His most recent screening for colorectal cancer, 6 years ago, was normal. He has had no recent dental procedures. Temperature is 36.9°C, pulse is 78/min, and blood pressure is 128/74 mm Hg. There is a grade 2/6 early diastolic murmur at the left sternal border. Neurologic examination shows no abnormalities. Hemoglobin concentration is 12.1 g/dL, and mean corpuscular volume is 86 μm³. Repeat blood cultures are sterile.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Colonoscopy',
        why: 'Bacteremia with this organism is strongly associated with colorectal adenomas and carcinoma, so colonoscopy is indicated even when screening was recently normal.',
      },
      {
        text: 'CT of the head',
        why: 'Brain imaging is needed for headache or focal deficits suggesting septic emboli or mycotic aneurysm; his neurologic examination is normal.',
      },
      {
        text: 'Dental evaluation',
        why: 'A dental source is sought for viridans group streptococcal endocarditis; this organism comes from the gut.',
      },
      {
        text: 'Transthoracic echocardiography',
        why: 'Transesophageal echocardiography, which is more sensitive, has already defined the vegetation; transthoracic imaging adds nothing now.',
      },
      {
        text: 'Upper endoscopy',
        why: 'Upper endoscopy evaluates dyspepsia, dysphagia or upper gastrointestinal bleeding, none of which he has, and it would not examine the colon.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Endocarditis caused by Streptococcus gallolyticus, a group D streptococcus that lives in the colon, is associated with colorectal neoplasia in a large proportion of patients, probably because tumors disrupt the mucosa and favor its growth. Colonoscopy is therefore indicated once the patient is stable, regardless of symptoms or previous screening, and it often finds advanced adenomas or carcinoma. The organism is also associated with chronic liver disease. He continues a 4-week course of ceftriaxone, with surgery considered for heart failure, uncontrolled infection or embolism.',
    objective: 'Order colonoscopy for a patient with Streptococcus gallolyticus bacteremia or endocarditis.',
    task: 'next-step',
    steps: 2,
    takeHome:
      'Streptococcus gallolyticus (S. bovis) bacteremia or endocarditis means colonoscopy, because of its strong link to colorectal adenoma and carcinoma.',
  },
  {
    id: 'gi-q-diverticulitis-abscess-drainage',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Diverticulitis with abscess',
    stem: 'A 62-year-old woman comes to the emergency department because of left lower abdominal pain, fever, and loss of appetite for 4 days. Colonoscopy 3 years ago showed sigmoid diverticulosis. She takes no medications. Temperature is 38.6°C, pulse is 104/min, and blood pressure is 128/76 mm Hg. There is tenderness with localized guarding in the left lower quadrant; there is no generalized rebound tenderness or rigidity. Leukocyte count is 17,400/mm³. Contrast-enhanced CT of the abdomen and pelvis shows thickening of the sigmoid colon wall with surrounding fat stranding and a 5-cm rim-enhancing fluid collection next to the sigmoid colon; there is no free air. Intravenous fluids and piperacillin-tazobactam are started.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Colonoscopy',
        why: 'Colonoscopy is deferred for about 6 to 8 weeks after complicated diverticulitis to exclude cancer, because the inflamed colon may perforate.',
      },
      {
        text: 'Continued intravenous antibiotics alone',
        why: 'Antibiotics alone usually suffice for small abscesses (under about 3 to 4 cm); larger collections respond poorly and need drainage.',
      },
      {
        text: 'CT-guided percutaneous drainage',
        why: 'A pericolic abscess larger than about 3 to 4 cm in a stable patient is drained percutaneously along with antibiotics, which controls sepsis and often avoids emergency surgery.',
      },
      {
        text: 'Hartmann procedure',
        why: 'Emergency sigmoid resection with end colostomy is for generalized peritonitis (purulent or feculent), perforation with free air or failure of drainage, none of which is present.',
      },
      {
        text: 'Outpatient oral antibiotics',
        why: 'Outpatient oral treatment suits uncomplicated diverticulitis in patients who can eat and drink; an abscess requires admission.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Left lower quadrant pain, fever and leukocytosis with sigmoid wall thickening and a pericolic abscess on CT indicate complicated diverticulitis (Hinchey stage I). She is hemodynamically stable and has no generalized peritonitis or free air. For an abscess of about 3 to 4 cm or more, CT-guided percutaneous drainage plus intravenous antibiotics is the standard first step. Colonoscopy follows recovery to exclude a perforated cancer, and elective sigmoid resection is often advised after an abscess because recurrence is common.',
    objective: 'Drain a large diverticular abscess percutaneously in a stable patient.',
    task: 'next-step',
    steps: 2,
    takeHome:
      'Diverticular abscess in a stable patient: antibiotics alone if small, add CT-guided drainage if about 3 to 4 cm or more; emergency surgery for peritonitis or free air.',
  },
  {
    id: 'gi-q-acute-colonic-pseudo-obstruction-neostigmine',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acute colonic pseudo-obstruction',
    stem: 'A 72-year-old man in the hospital has progressive abdominal distension for 3 days. Six days ago, he underwent hemiarthroplasty for a femoral neck fracture. He has passed small amounts of flatus but no stool. Since the distension began, opioids have been stopped, he has been kept without oral intake with nasogastric and rectal tubes in place, and his potassium and magnesium have been corrected, without improvement. Temperature is 37.3°C, pulse is 92/min, and blood pressure is 134/80 mm Hg. The abdomen is markedly distended and tympanic, with mild diffuse tenderness, no guarding or rebound tenderness, and quiet bowel sounds. Leukocyte count is 9,200/mm³, serum potassium is 4.1 mEq/L, magnesium is 1.9 mEq/L, and lactate is 1.3 mmol/L. CT of the abdomen shows dilatation of the entire colon, with a cecal diameter of 12 cm, no transition point or mass, and no pneumatosis or free air.',
    leadIn: 'Which of the following is the most appropriate treatment at this time?',
    options: [
      {
        text: 'Colonoscopic decompression',
        why: 'Endoscopic decompression is used when the drug treatment fails or is contraindicated; it is technically difficult in an unprepared colon, and recurrence is common.',
      },
      {
        text: 'Emergency subtotal colectomy',
        why: 'Surgery is reserved for perforation, ischemia or failure of drug and endoscopic treatment; there are no signs of these here.',
      },
      {
        text: 'Intravenous metoclopramide',
        why: 'Metoclopramide acts mainly on the upper gastrointestinal tract and has no proven benefit in colonic pseudo-obstruction.',
      },
      {
        text: 'Intravenous neostigmine',
        why: 'This acetylcholinesterase inhibitor increases parasympathetic stimulation of the colon and decompresses it in most patients, given with cardiac monitoring and atropine at hand for bradycardia.',
      },
      {
        text: 'Sigmoidoscopic detorsion',
        why: 'Flexible sigmoidoscopic detorsion treats sigmoid volvulus, a mechanical twist with a "coffee bean" loop; CT shows no twist or transition point here.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Massive colonic dilatation without a mechanical cause in an older patient after orthopedic surgery, with tympany but no peritoneal signs, normal lactate and no pneumatosis or free air, is acute colonic pseudo-obstruction (Ogilvie syndrome), thought to reflect an imbalance of autonomic control with reduced parasympathetic tone. Supportive care has failed, and a cecal diameter of 12 cm increases the risk of ischemia and perforation. Intravenous neostigmine is the next step unless there is bradycardia, bronchospasm or mechanical obstruction, and the patient is monitored for bradycardia during the infusion. Polyethylene glycol may then help prevent recurrence.',
    objective: 'Treat acute colonic pseudo-obstruction that fails supportive care with intravenous neostigmine.',
    task: 'treatment',
    steps: 2,
    takeHome:
      'Colonic pseudo-obstruction: correct electrolytes and stop opioids; if the colon stays dilated (cecum about 12 cm or more), give neostigmine with cardiac monitoring, then endoscopic decompression.',
  },
  {
    id: 'gi-q-eosinophilic-esophagitis-diagnosis',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Eosinophilic esophagitis',
    stem: 'A 24-year-old man comes to the office because of intermittent difficulty swallowing solid food for 3 years. Meat and bread feel stuck behind his sternum, and he eats slowly and drinks water after each bite; liquids pass normally. Six months ago, a piece of chicken lodged in his esophagus and passed after an hour. He has no heartburn or weight loss. He has asthma and seasonal allergic rhinitis and had eczema as a child. He uses an albuterol inhaler as needed. Vital signs are normal, and examination shows no abnormalities. Upper endoscopy shows multiple stacked circular rings along the length of the esophagus, longitudinal furrows, and scattered small white specks; there is no stricture or mass, and the gastroesophageal junction appears normal.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Achalasia',
        why: 'Achalasia causes dysphagia to both solids and liquids with regurgitation and a dilated esophagus, not rings and furrows.',
      },
      {
        text: 'Eosinophilic esophagitis',
        why: 'A Th2-mediated allergic inflammation of the esophagus causes solid-food dysphagia and impaction in young atopic men, with stacked rings, linear furrows and white exudates.',
      },
      {
        text: 'Esophageal candidiasis',
        why: 'Candida forms white plaques in immunocompromised patients and causes painful swallowing; it does not cause rings and furrows.',
      },
      {
        text: 'Lower esophageal mucosal ring',
        why: 'A lower esophageal mucosal (Schatzki) ring is a single thin ring at the gastroesophageal junction that causes intermittent impaction of solid food, not multiple rings along the esophagus.',
      },
      {
        text: 'Peptic stricture',
        why: 'A peptic stricture is a single narrowing in the distal esophagus after years of heartburn, usually in older adults.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Years of intermittent solid-food dysphagia, compensatory eating habits (slow eating, drinking after each bite), a previous food impaction, and asthma, allergic rhinitis and eczema in a young man point to eosinophilic esophagitis. Endoscopy shows its typical features: multiple concentric rings (a "ringed" or trachea-like esophagus), longitudinal furrows and white exudates of eosinophil microabscesses. Diagnosis requires biopsies from several levels showing at least 15 eosinophils per high-power field, after other causes of esophageal eosinophilia are excluded. Treatment options are a proton pump inhibitor, swallowed topical glucocorticoids, elimination diets or dupilumab, with dilation for strictures.',
    objective: 'Recognize eosinophilic esophagitis from solid-food dysphagia, atopy and ringed esophagus on endoscopy.',
    task: 'diagnosis',
    steps: 1,
    takeHome:
      'Young atopic man with solid-food dysphagia and food impaction, with stacked rings and furrows on endoscopy: eosinophilic esophagitis, confirmed by 15 or more eosinophils per high-power field.',
  },
  {
    id: 'gi-q-hiv-esophageal-candidiasis-treatment',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Esophageal candidiasis in HIV',
    stem: 'A 36-year-old man comes to the clinic because of pain when swallowing for 2 weeks. Both solids and liquids cause retrosternal pain as they pass, and he has been eating less. HIV infection was diagnosed 1 month ago, and he has not yet started antiretroviral therapy. His most recent CD4+ T-lymphocyte count was 90/mm³. He takes trimethoprim-sulfamethoxazole daily. Temperature is 37.6°C, pulse is 92/min, and blood pressure is 116/72 mm Hg. There are white plaques on the buccal mucosa and palate that leave a red, bleeding base when scraped off. There is no lymphadenopathy, and the rest of the examination shows no abnormalities.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Intravenous ganciclovir',
        why: 'Cytomegalovirus causes large, shallow esophageal ulcers when the CD4 count is below 50/mm³, and endoscopic biopsy is needed before antiviral treatment.',
      },
      {
        text: 'Nystatin swish and swallow',
        why: 'Topical nystatin can treat oral thrush alone but is not effective for esophageal infection, which needs a systemic drug.',
      },
      {
        text: 'Oral acyclovir',
        why: 'Herpes simplex causes small, punched-out esophageal ulcers and sometimes oral vesicles; it is treated after endoscopic confirmation or when typical lesions are present.',
      },
      {
        text: 'Oral fluconazole',
        why: 'Systemic fluconazole for 14 to 21 days is the treatment for presumed Candida esophagitis, given empirically when odynophagia accompanies thrush.',
      },
      {
        text: 'Oral prednisone',
        why: 'Glucocorticoids treat idiopathic (aphthous) esophageal ulcers in HIV once infection has been excluded by biopsy; they would worsen candidiasis.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Odynophagia in a patient with untreated HIV infection and a CD4 count below 200/mm³ is most often caused by Candida, and thrush (white plaques that scrape off to leave a raw base) makes Candida esophagitis very likely. Guidelines therefore recommend an empiric trial of oral fluconazole without endoscopy, which is reserved for patients whose symptoms do not improve within about 7 days or who have no thrush. Antiretroviral therapy should be started within about 2 weeks, which reduces recurrence; long-term antifungal prophylaxis is not routinely recommended.',
    objective: 'Treat odynophagia with thrush in advanced HIV infection empirically with oral fluconazole.',
    task: 'treatment',
    steps: 2,
    takeHome:
      'Odynophagia plus thrush in advanced HIV: empiric oral fluconazole for 14 to 21 days; endoscopy only if there is no response or no thrush.',
  },
  {
    id: 'gi-q-barrett-esophagus-histology',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Barrett esophagus',
    stem: 'A 58-year-old man comes to the office to discuss the results of upper endoscopy. He has had heartburn several times a week for 15 years, treated intermittently with over-the-counter antacids. He has smoked one pack of cigarettes daily for 30 years. He has no difficulty swallowing or weight loss. BMI is 32 kg/m², and waist circumference is 110 cm. Vital signs are normal. Hemoglobin concentration is 14.6 g/dL. Endoscopy showed tongues of salmon-colored mucosa extending 4 cm above the gastroesophageal junction into the otherwise pale pink esophagus, without nodules or ulcers. Biopsy specimens were taken from this area.',
    leadIn: 'The biopsy specimens are most likely to show which of the following?',
    options: [
      {
        text: 'Columnar epithelium with goblet cells',
        why: 'Intestinal metaplasia, in which columnar cells with goblet cells replace the normal stratified squamous lining, defines Barrett esophagus in the United States.',
      },
      {
        text: 'Columnar epithelium without goblet cells',
        why: 'Gastric-type (cardiac) columnar mucosa without goblet cells is not accepted as Barrett esophagus in US guidelines because its cancer risk is much lower.',
      },
      {
        text: 'Squamous epithelium with basal cell hyperplasia',
        why: 'Basal cell hyperplasia and elongated papillae are the changes of reflux esophagitis in squamous mucosa; they do not explain salmon-colored mucosa.',
      },
      {
        text: 'Squamous epithelium with intraepithelial eosinophils',
        why: 'Dense eosinophilic infiltration of squamous mucosa indicates eosinophilic esophagitis, which appears as rings and furrows in young atopic patients.',
      },
      {
        text: 'Squamous epithelium with viral inclusions',
        why: 'Herpes simplex or cytomegalovirus inclusions are found in ulcers of immunocompromised patients with painful swallowing.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Long-standing reflux in a man over 50 years of age with central obesity and a history of smoking warrants screening for Barrett esophagus, and salmon-colored tongues extending above the gastroesophageal junction are its endoscopic appearance. Chronic acid and bile exposure drives metaplasia of the distal esophageal squamous epithelium to a columnar epithelium; the intestinal type, with goblet cells, is required for the diagnosis and carries the risk of progression through dysplasia to adenocarcinoma. Management is a daily proton pump inhibitor and endoscopic surveillance, every 3 years for a segment of 3 cm or more without dysplasia, with endoscopic eradication therapy for dysplasia.',
    objective: 'Identify intestinal metaplasia with goblet cells as the histology of Barrett esophagus.',
    task: 'interpretation',
    steps: 2,
    takeHome:
      'Barrett esophagus: salmon-colored mucosa above the gastroesophageal junction with intestinal metaplasia (columnar cells with goblet cells); the precursor of esophageal adenocarcinoma.',
  },
  {
    id: 'gi-q-microscopic-colitis-budesonide',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Microscopic colitis',
    stem: 'A 64-year-old woman comes to the office because of six to eight watery, nonbloody stools daily for 3 months, including at night, with urgency. She has lost 2 kg. She has hypothyroidism and osteoarthritis and takes levothyroxine, naproxen, and sertraline, which was started 5 months ago. Temperature is 36.8°C, pulse is 80/min, and blood pressure is 126/78 mm Hg. The abdomen is soft and nontender. Hemoglobin concentration is 13.0 g/dL, and TSH is 2.1 μU/mL. IgA tissue transglutaminase antibody is negative. Stool cultures and testing for Clostridioides difficile and Giardia are negative. Colonoscopy shows normal-appearing mucosa throughout. Random biopsy specimens show a thickened subepithelial collagen band and increased intraepithelial lymphocytes. Naproxen is stopped, but the diarrhea continues after 2 weeks.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Budesonide',
        why: 'Oral budesonide, a glucocorticoid with extensive first-pass hepatic metabolism, induces remission in most patients with microscopic colitis and has fewer systemic effects than prednisone.',
      },
      {
        text: 'Infliximab',
        why: 'Anti-TNF therapy is reserved for rare refractory or budesonide-dependent disease, not first-line treatment.',
      },
      {
        text: 'Mesalamine',
        why: 'Mesalamine did not outperform placebo in trials of microscopic colitis and is not recommended, although it is first-line for mild ulcerative colitis.',
      },
      {
        text: 'Metronidazole',
        why: 'Metronidazole treats infections such as giardiasis or C. difficile, which have been excluded, and has no role in microscopic colitis.',
      },
      {
        text: 'Prednisone',
        why: 'Systemic prednisone works less reliably, relapse is frequent, and its adverse effects matter in older patients, so it is not preferred over budesonide.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Chronic watery diarrhea, including at night, in an older woman with hypothyroidism, normal-appearing colonic mucosa and biopsies showing a thickened subepithelial collagen band with intraepithelial lymphocytosis establish collagenous colitis, a form of microscopic colitis. NSAIDs, proton pump inhibitors and selective serotonin reuptake inhibitors such as sertraline are associated triggers and should be stopped or changed where possible. When diarrhea persists, oral budesonide for about 8 weeks is the first-line treatment for induction; loperamide helps only mild symptoms.',
    objective: 'Treat microscopic colitis with oral budesonide after reviewing drug triggers.',
    task: 'treatment',
    steps: 2,
    takeHome:
      'Chronic watery diarrhea in an older woman with normal colonoscopy needs random biopsies for microscopic colitis; stop triggering drugs and treat with budesonide.',
  },
  {
    id: 'gi-q-chronic-anal-fissure-treatment',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Chronic anal fissure',
    stem: 'A 28-year-old woman comes to the office because of severe, sharp anal pain during bowel movements for 8 weeks. The pain lasts for about an hour after each bowel movement, and she has seen bright red blood on the toilet paper. She has had hard stools for several months and has started to avoid defecation because of the pain. She has not tried any treatment. She takes no medications. Vital signs are normal. On gentle separation of the buttocks, there is a linear tear in the posterior midline of the anal canal with raised edges, exposed horizontal muscle fibers at its base, and a small skin tag at its outer end. Digital rectal examination is deferred because of pain. She is advised to take a fiber supplement and warm sitz baths.',
    leadIn: 'Which of the following is the most appropriate additional pharmacotherapy?',
    options: [
      {
        text: 'Hydrocortisone suppository',
        why: 'Topical glucocorticoids are used for symptomatic hemorrhoids; they do not lower sphincter pressure or heal a fissure.',
      },
      {
        text: 'Oral loperamide',
        why: 'Loperamide would harden stool and worsen the constipation that caused the fissure.',
      },
      {
        text: 'Oral metronidazole',
        why: 'Metronidazole treats perianal Crohn disease with fistulas or abscesses; this posterior midline fissure has no features of infection or Crohn disease.',
      },
      {
        text: 'Topical lidocaine',
        why: 'A topical anesthetic can ease pain before defecation, but it does not reduce sphincter spasm or improve healing.',
      },
      {
        text: 'Topical nifedipine',
        why: 'A topical calcium channel blocker (or nitroglycerin) relaxes the hypertonic internal anal sphincter, improving mucosal blood flow so the fissure can heal; it causes less headache than nitroglycerin.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Severe pain with and after defecation and bright red blood after passage of hard stool, with a posterior midline tear, indicate an anal fissure; raised edges, exposed internal sphincter fibers and a sentinel skin tag after 8 weeks make it chronic. Spasm of the internal anal sphincter raises resting pressure and reduces blood flow to the poorly perfused posterior midline, which prevents healing. Treatment is fiber, fluids and sitz baths plus a topical vasodilator (nifedipine or nitroglycerin) for 6 to 8 weeks, then botulinum toxin injection or lateral internal sphincterotomy if it fails. A fissure off the midline suggests Crohn disease, HIV infection, syphilis, tuberculosis or cancer.',
    objective: 'Treat a chronic posterior midline anal fissure with a topical calcium channel blocker plus fiber.',
    task: 'treatment',
    steps: 2,
    takeHome:
      'Chronic posterior midline anal fissure: fiber, sitz baths and topical nifedipine or nitroglycerin to relax the internal sphincter; sphincterotomy if that fails; lateral fissures need a search for a cause.',
  },
  {
    id: 'gi-q-celiac-disease-iga-deficiency-testing',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Celiac disease with IgA deficiency',
    stem: 'A 30-year-old woman comes to the office because of bloating, loose stools, and fatigue for 8 months. Iron-deficiency anemia was diagnosed 6 months ago and has not improved despite taking oral iron as prescribed. She has had frequent sinus infections since childhood and was treated for giardiasis 2 years ago. She eats a varied diet that includes wheat bread and pasta. Her menstrual periods are light. Vital signs are normal. BMI is 20 kg/m². The abdomen is mildly distended and nontender. Hemoglobin concentration is 10.4 g/dL, mean corpuscular volume is 74 μm³, and ferritin is 6 ng/mL. IgA tissue transglutaminase antibody is negative. Total serum IgA is less than 5 mg/dL (normal 70-400).',
    leadIn: 'Which of the following is the most appropriate next step in diagnosis?',
    options: [
      {
        text: 'Deamidated gliadin peptide IgG antibody',
        why: 'IgG-based serology (deamidated gliadin peptide IgG or tissue transglutaminase IgG) remains reliable in IgA deficiency and is followed by duodenal biopsy if positive or if suspicion stays high.',
      },
      {
        text: 'HLA-DQ2 and HLA-DQ8 typing',
        why: 'Genotyping is useful to exclude celiac disease when negative, but most people who carry these alleles never develop it, so a positive result does not make the diagnosis.',
      },
      {
        text: 'Repeat IgA tissue transglutaminase antibody',
        why: 'Any IgA-based test will be falsely negative because she makes almost no IgA; repeating it adds nothing.',
      },
      {
        text: 'Stool examination for ova and parasites',
        why: 'Giardiasis is more common in IgA deficiency, but it does not explain iron deficiency that has persisted despite oral iron, and the celiac evaluation remains incomplete.',
      },
      {
        text: 'Trial of a gluten-free diet',
        why: 'Starting the diet before testing makes later serology and biopsy falsely negative; the diagnosis should be made while she is still eating gluten.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Bloating, loose stools and iron-deficiency anemia that does not respond to oral iron suggest malabsorption from celiac disease. Her recurrent sinus infections and giardiasis fit selective IgA deficiency, which is confirmed by an undetectable total IgA and which is about 10 to 15 times more common in people with celiac disease. Because IgA tissue transglutaminase antibody cannot be produced, the negative result is uninformative. IgG-based tests such as deamidated gliadin peptide IgG are used instead, and upper endoscopy with duodenal biopsies confirms the diagnosis. Treatment is a lifelong gluten-free diet.',
    objective: 'Use IgG-based celiac serology in a patient with selective IgA deficiency.',
    task: 'investigation',
    steps: 2,
    takeHome:
      'Always check total IgA with tissue transglutaminase IgA; in IgA deficiency, use deamidated gliadin peptide IgG or tissue transglutaminase IgG, and biopsy while the patient is on gluten.',
  },
  {
    id: 'gi-q-adenoma-surveillance-interval',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Colonic adenoma surveillance',
    stem: 'A 55-year-old man comes to the office to discuss the results of his first screening colonoscopy. The examination reached the cecum, and bowel preparation was excellent. A 14-mm pedunculated polyp in the sigmoid colon was removed completely in one piece, and two 4-mm polyps in the rectum were removed. Pathologic examination shows that the sigmoid polyp is a tubular adenoma with low-grade dysplasia and clear margins, and the rectal polyps are hyperplastic. He has no family history of colorectal cancer or polyps. He feels well and takes no medications. Vital signs are normal, and examination shows no abnormalities.',
    leadIn: 'When should this patient have his next colonoscopy?',
    options: [
      {
        text: 'In 1 year',
        why: 'A 1-year interval is used after resection of colorectal cancer or, in some cases, for many adenomas; it is too soon here.',
      },
      {
        text: 'In 3 years',
        why: 'An adenoma of 10 mm or more, even when completely removed with low-grade dysplasia, is an advanced adenoma and calls for surveillance in 3 years.',
      },
      {
        text: 'In 5 years',
        why: 'An interval of 3 to 5 years applies to three or four adenomas smaller than 10 mm, not to a single adenoma of 10 mm or more.',
      },
      {
        text: 'In 7 years',
        why: 'An interval of 7 to 10 years applies to one or two tubular adenomas smaller than 10 mm.',
      },
      {
        text: 'In 10 years',
        why: 'A 10-year interval applies to a normal colonoscopy or to small hyperplastic polyps in the rectum alone; the adenoma changes the interval.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Surveillance intervals after polypectomy depend on the most advanced lesion found. Small hyperplastic polyps in the rectum carry no additional risk and would alone allow a 10-year interval. A tubular adenoma of 10 mm or more is an advanced adenoma even without high-grade dysplasia or villous features, and US Multi-Society Task Force guidance recommends repeat colonoscopy in 3 years when it has been removed completely in one piece. Piecemeal resection of a lesion of 20 mm or more would instead require a check of the site in about 6 months.',
    objective: 'Set a 3-year surveillance colonoscopy after complete removal of an adenoma of 10 mm or more.',
    task: 'prevention',
    steps: 1,
    takeHome:
      'After polypectomy: 1-2 small tubular adenomas, 7-10 years; 3-4 small adenomas, 3-5 years; any adenoma of 10 mm or more, villous or high-grade dysplasia, 3 years.',
    table: {
      caption: 'Surveillance after a complete, high-quality colonoscopy',
      header: ['Most advanced finding', 'Next colonoscopy'],
      rows: [
        ['Small hyperplastic polyps in the rectum', '10 years'],
        ['1-2 tubular adenomas under 10 mm', '7-10 years'],
        ['3-4 tubular adenomas under 10 mm', '3-5 years'],
        ['Adenoma of 10 mm or more, villous or high-grade dysplasia', '3 years'],
        ['Piecemeal removal of a lesion of 20 mm or more', '6 months'],
      ],
    },
  },
  {
    id: 'gi-q-hepatitis-b-reactivation-rituximab',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hepatitis B reactivation',
    stem: 'A 64-year-old woman with newly diagnosed diffuse large B-cell lymphoma comes to the office before starting chemotherapy with rituximab, cyclophosphamide, doxorubicin, vincristine, and prednisone. She feels well apart from fatigue. She has no history of liver disease and does not drink alcohol. Vital signs are normal. There is cervical and axillary lymphadenopathy, and the liver is not enlarged. Serum ALT is 24 U/L, and total bilirubin is 0.6 mg/dL. Hepatitis B surface antigen is negative, antibody to hepatitis B core antigen is positive, and antibody to hepatitis B surface antigen is positive at 45 mIU/mL. Hepatitis B virus DNA is undetectable. Antibody to hepatitis C virus is negative.',
    leadIn: 'Which of the following is the most appropriate management regarding hepatitis B?',
    options: [
      {
        text: 'Entecavir prophylaxis',
        why: 'An antiviral with a high barrier to resistance (entecavir or tenofovir), started before chemotherapy and continued for at least 12 months after the last rituximab dose, prevents reactivation.',
      },
      {
        text: 'Hepatitis B immune globulin',
        why: 'Immune globulin gives passive protection after exposure, to newborns of infected mothers and after liver transplantation for hepatitis B; it does not stop reactivation of latent virus.',
      },
      {
        text: 'Hepatitis B vaccine booster',
        why: 'A vaccine booster raises surface antibody but cannot prevent reactivation of virus persisting in hepatocytes once B cells are depleted.',
      },
      {
        text: 'Pegylated interferon alfa',
        why: 'Interferon is used for selected patients with chronic hepatitis B; it causes marrow suppression and has no role in prophylaxis during chemotherapy.',
      },
      {
        text: 'Reassurance without monitoring',
        why: 'Surface antibody does not protect against reactivation during B-cell depletion; reactivation can cause fulminant hepatitis and interrupt lymphoma treatment.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Negative surface antigen with positive core and surface antibodies indicates resolved hepatitis B infection, but viral covalently closed circular DNA persists in hepatocytes for life, held in check by the immune system. Anti-CD20 antibodies such as rituximab deplete B cells and carry a high risk (above 10%) of reactivation even in resolved infection, with possible severe or fatal hepatitis. Patients who test positive for core antibody and will receive anti-CD20 therapy therefore receive antiviral prophylaxis with entecavir or tenofovir. Monitoring surface antigen and viral DNA with preemptive treatment is an alternative only for lower-risk regimens.',
    objective: 'Give antiviral prophylaxis to a patient with resolved hepatitis B before rituximab-based therapy.',
    task: 'prevention',
    steps: 2,
    takeHome:
      'Core antibody positive, even with negative surface antigen and positive surface antibody, before rituximab: start entecavir or tenofovir and continue for at least 12 months after therapy.',
  },
  {
    id: 'gi-q-acalculous-cholecystitis-cholecystostomy',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acalculous cholecystitis',
    stem: 'A 58-year-old man in the intensive care unit has a new fever. He was admitted 10 days ago with septic shock from pneumonia and remains intubated, receiving parenteral nutrition and a low dose of norepinephrine. Temperature is 38.9°C, pulse is 112/min, and blood pressure is 102/64 mm Hg on norepinephrine. He grimaces when the right upper quadrant is palpated. Leukocyte count has risen from 11,000/mm³ to 18,600/mm³. Serum total bilirubin is 2.4 mg/dL, alkaline phosphatase is 210 U/L, and ALT is 68 U/L. Chest x-ray shows resolving left lower lobe consolidation. Ultrasonography shows a distended gallbladder with a 5-mm wall, pericholecystic fluid, and sludge, without stones; the common bile duct is 5 mm in diameter. Blood cultures are drawn, and piperacillin-tazobactam is started.',
    leadIn: 'In addition to antibiotics, which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Endoscopic retrograde cholangiopancreatography',
        why: 'ERCP treats bile duct stones or cholangitis; the common bile duct is normal in caliber and contains no stones.',
      },
      {
        text: 'Hepatobiliary iminodiacetic acid scan',
        why: 'Cholescintigraphy helps when ultrasonography is equivocal but has frequent false-positive results in fasting, critically ill patients, and the ultrasonographic findings are already diagnostic.',
      },
      {
        text: 'Laparoscopic cholecystectomy',
        why: 'Cholecystectomy is definitive for patients fit for surgery, but this patient is ventilated and receiving a vasopressor, so the operative risk is high.',
      },
      {
        text: 'Percutaneous cholecystostomy',
        why: 'Image-guided drainage of the gallbladder controls the source of sepsis at the bedside with minimal physiologic stress in patients too sick for surgery.',
      },
      {
        text: 'Repeat ultrasonography in 48 hours',
        why: 'Delay risks gangrene and perforation, which occur early and often in acalculous disease; drainage should not wait.',
      },
    ],
    answerIndex: 3,
    rationale:
      'New fever, rising leukocytosis and right upper quadrant tenderness in a critically ill patient receiving parenteral nutrition, with a distended, thick-walled gallbladder, pericholecystic fluid and sludge but no stones, indicate acute acalculous cholecystitis. Gallbladder stasis and ischemia from shock, fasting and vasopressors cause it, and gangrene and perforation are common. Treatment is broad-spectrum antibiotics and prompt gallbladder drainage; in a patient who is unstable or unfit for surgery, percutaneous cholecystostomy is preferred, with cholecystectomy later if needed.',
    objective: 'Drain acute acalculous cholecystitis by percutaneous cholecystostomy in a critically ill patient.',
    task: 'next-step',
    steps: 2,
    takeHome:
      'Fever and a thick-walled, distended gallbladder without stones in an ICU patient is acalculous cholecystitis: antibiotics plus percutaneous cholecystostomy if too sick for surgery.',
  },
  {
    id: 'gi-q-gallstone-ileus-diagnosis',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Gallstone ileus',
    stem: 'A 78-year-old woman comes to the emergency department because of intermittent crampy abdominal pain, nausea, and bilious vomiting for 3 days. She has not passed stool or flatus for 1 day. During the past 2 years, she has had several episodes of right upper abdominal pain after fatty meals that resolved on their own. She has never had abdominal surgery. Temperature is 37.6°C, pulse is 102/min, and blood pressure is 128/74 mm Hg. The mucous membranes are dry. The abdomen is distended and tympanic, with high-pitched bowel sounds and mild diffuse tenderness without rebound tenderness. No groin or abdominal wall masses are felt. Leukocyte count is 11,800/mm³. CT of the abdomen shows dilated small-bowel loops with a transition point in the distal ileum at a 3-cm intraluminal mass with a calcified rim, air in the intrahepatic bile ducts, and a contracted, thick-walled gallbladder closely applied to the duodenum.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Adhesive small-bowel obstruction',
        why: 'Adhesions are the most common cause of small-bowel obstruction, but they follow previous surgery and do not produce an intraluminal mass or air in the bile ducts.',
      },
      {
        text: 'Cecal volvulus',
        why: 'Cecal volvulus causes a large dilated loop in the left upper abdomen with a twisted mesentery, not an ileal obstruction at an intraluminal mass.',
      },
      {
        text: 'Gallstone ileus',
        why: 'A large stone enters the bowel through a cholecystoduodenal fistula and obstructs the narrow terminal ileum, giving bowel obstruction, air in the biliary tree and an ectopic stone.',
      },
      {
        text: 'Incarcerated femoral hernia',
        why: 'Femoral hernias often incarcerate in older women, but a tender groin mass would be present, and the obstruction would be at the hernia.',
      },
      {
        text: 'Small-bowel carcinoid tumor',
        why: 'An ileal neuroendocrine tumor can obstruct through mesenteric fibrosis or intussusception, but it does not cause air in the bile ducts.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Small-bowel obstruction in an older woman with previous biliary colic and no previous surgery, with the Rigler triad on CT (obstructed bowel, pneumobilia and an ectopic calcified stone) and a gallbladder fused to the duodenum, is gallstone ileus. Repeated inflammation erodes a large stone (usually over 2.5 cm) through the gallbladder wall into the duodenum, and it lodges at the ileocecal valve, the narrowest part of the bowel. Treatment is resuscitation and enterolithotomy; the fistula and gallbladder are usually dealt with later, or not at all in frail patients.',
    objective: 'Recognize gallstone ileus from obstruction, pneumobilia and an ectopic stone.',
    task: 'diagnosis',
    steps: 1,
    takeHome:
      'Small-bowel obstruction plus air in the bile ducts plus an ectopic stone (Rigler triad) is gallstone ileus: a stone passed through a cholecystoenteric fistula; treat by enterolithotomy.',
  },
  {
    id: 'gi-q-ulcerative-colitis-mild-moderate-mesalamine',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Ulcerative colitis',
    stem: 'A 26-year-old man comes to the office because of bloody diarrhea for 5 weeks. He has four to five loose stools daily with blood and mucus, urgency, and mild crampy lower abdominal pain. He has no fever or weight loss. He does not smoke and takes no medications. Temperature is 36.9°C, pulse is 78/min, and blood pressure is 122/76 mm Hg. There is mild tenderness in the left lower quadrant. Hemoglobin concentration is 13.6 g/dL, leukocyte count is 8,900/mm³, and serum albumin is 4.0 g/dL. Stool cultures and testing for Clostridioides difficile are negative. Colonoscopy shows continuous erythema, loss of the vascular pattern, friability, and fine erosions from the rectum to the hepatic flexure; the terminal ileum is normal. Biopsy specimens show distorted crypt architecture with crypt abscesses and no granulomas.',
    leadIn: 'Which of the following is the most appropriate initial pharmacotherapy?',
    options: [
      {
        text: 'Azathioprine',
        why: 'Thiopurines take several months to act and are used to maintain remission in glucocorticoid-dependent disease, not to induce remission.',
      },
      {
        text: 'Infliximab',
        why: 'Anti-TNF or other biologic therapy is for moderate to severe disease or failure of first-line treatment; this disease is mild to moderate, without systemic features.',
      },
      {
        text: 'Intravenous methylprednisolone',
        why: 'Intravenous glucocorticoids are for acute severe colitis (six or more bloody stools daily with fever, tachycardia, anemia or a high ESR), which requires hospitalization.',
      },
      {
        text: 'Oral ciprofloxacin and metronidazole',
        why: 'These antibiotics treat pouchitis after colectomy or perianal Crohn disease; they do not induce remission of ulcerative colitis.',
      },
      {
        text: 'Oral mesalamine',
        why: 'An oral 5-aminosalicylate at 2 g daily or more, often combined with rectal mesalamine, acts topically on the colonic mucosa and induces and maintains remission in mild to moderate ulcerative colitis.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Bloody diarrhea with urgency, continuous inflammation from the rectum extending proximally, a normal terminal ileum, and crypt distortion with crypt abscesses without granulomas establish ulcerative colitis, here extending to the hepatic flexure (extensive colitis). Fewer than six stools daily, normal vital signs, hemoglobin and albumin indicate mild to moderate activity. Initial therapy is oral mesalamine, with rectal mesalamine added for faster relief; oral budesonide in a colonic-release form or prednisone is added if there is no response. The same drug is continued to maintain remission, and surveillance colonoscopy for dysplasia begins 8 years after diagnosis.',
    objective: 'Treat mild to moderate extensive ulcerative colitis with oral mesalamine.',
    task: 'treatment',
    steps: 2,
    takeHome:
      'Mild to moderate ulcerative colitis: mesalamine (oral plus rectal); acute severe colitis (6 or more bloody stools with systemic toxicity): admit for intravenous glucocorticoids.',
  },
  {
    id: 'gi-q-pancreatic-pseudocyst-drainage',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pancreatic pseudocyst',
    stem: 'A 46-year-old man comes to the office because of early satiety, epigastric fullness, and vomiting after meals for 1 week. Six weeks ago, he was hospitalized for 5 days with acute alcohol-associated pancreatitis, and CT at that time showed an edematous pancreas without necrosis. He has not drunk alcohol since. Temperature is 37.0°C, pulse is 84/min, and blood pressure is 124/78 mm Hg. A smooth, nontender, fixed mass is palpable in the epigastrium. Leukocyte count is 8,400/mm³, and serum lipase is 180 U/L. CT of the abdomen shows a 9-cm round, homogeneous fluid collection with a well-defined enhancing wall behind the stomach, compressing the gastric body; there is no solid debris within it, and the surrounding pancreas appears normal.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Endoscopic transmural drainage',
        why: 'Endoscopic ultrasound-guided drainage into the stomach through a stent is the preferred treatment for a symptomatic, mature collection that abuts the gastric wall.',
      },
      {
        text: 'Intravenous imipenem',
        why: 'Antibiotics are for infected collections, suggested by fever, sepsis or gas in the collection; this patient is afebrile with a normal leukocyte count.',
      },
      {
        text: 'Observation and repeat CT',
        why: 'Observation suits asymptomatic collections of any size, many of which resolve; this one obstructs the stomach.',
      },
      {
        text: 'Open surgical debridement',
        why: 'Open necrosectomy is a last resort for infected walled-off necrosis that fails step-up treatment; this collection contains only fluid.',
      },
      {
        text: 'Percutaneous needle aspiration',
        why: 'Simple aspiration empties the collection only briefly, with frequent recurrence and a risk of introducing infection.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A homogeneous fluid collection with a mature, well-defined wall more than 4 weeks after interstitial edematous pancreatitis, with no solid debris, is a pancreatic pseudocyst; collections after necrotizing pancreatitis contain debris and are called walled-off necrosis. Pseudocysts form when pancreatic juice leaks from a disrupted duct and is walled off by granulation and fibrous tissue that has no epithelial lining. Size alone is not an indication for treatment, but this pseudocyst causes gastric outlet obstruction. Symptomatic pseudocysts are drained, preferably by endoscopic transmural drainage. Other complications include infection, rupture, bleeding from a splenic artery pseudoaneurysm and bile duct obstruction.',
    objective: 'Drain a symptomatic mature pancreatic pseudocyst endoscopically.',
    task: 'next-step',
    steps: 2,
    takeHome:
      'Pancreatic pseudocyst (more than 4 weeks, mature wall, no debris): observe if asymptomatic whatever its size; drain endoscopically if it causes pain, obstruction or infection.',
  },
  {
    id: 'gi-q-whipple-disease-treatment',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Whipple disease',
    stem: 'A 52-year-old man comes to the office because of diarrhea, abdominal bloating, and a 10-kg weight loss for 5 months. His stools are loose, greasy, and foul-smelling. For 6 years, he has had episodes of pain and swelling moving between his knees, ankles, and wrists, treated with NSAIDs; seronegative arthritis was diagnosed. He has had intermittent low-grade fevers. Temperature is 38.0°C, pulse is 90/min, and blood pressure is 110/68 mm Hg. The skin is diffusely darkened. There is nontender cervical and inguinal lymphadenopathy, and the abdomen is mildly distended. Hemoglobin concentration is 10.8 g/dL, and serum albumin is 2.6 g/dL. Upper endoscopy shows pale, shaggy duodenal mucosa. Biopsy specimens show blunted villi and a lamina propria filled with foamy macrophages containing granules that stain with periodic acid-Schiff and resist diastase; an acid-fast stain is negative.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Ceftriaxone, then oral TMP-SMX',
        why: 'Intravenous ceftriaxone for 2 weeks, followed by trimethoprim-sulfamethoxazole for about 1 year, crosses the blood-brain barrier and eradicates Tropheryma whipplei, reducing relapse in the central nervous system.',
      },
      {
        text: 'Clarithromycin, ethambutol and rifabutin',
        why: 'This regimen treats Mycobacterium avium complex, which also fills macrophages with PAS-positive material in advanced AIDS but stains acid-fast, unlike these organisms.',
      },
      {
        text: 'Gluten-free diet',
        why: 'A gluten-free diet treats celiac disease, which causes villous atrophy with intraepithelial lymphocytes, not macrophages laden with PAS-positive organisms.',
      },
      {
        text: 'Infliximab',
        why: 'TNF inhibitors given for presumed inflammatory arthritis can make this infection worse; immunosuppression is avoided until the infection is treated.',
      },
      {
        text: 'Prednisone',
        why: 'Glucocorticoids suppress the immune response that contains the organism and do not treat the infection.',
      },
    ],
    answerIndex: 0,
    rationale:
      'Years of migratory, nondeforming arthritis followed by malabsorptive diarrhea, weight loss, fever, lymphadenopathy and skin hyperpigmentation in a middle-aged man, with duodenal macrophages full of PAS-positive, diastase-resistant and acid-fast-negative material, indicate Whipple disease, a systemic infection with the gram-positive actinomycete Tropheryma whipplei. The organism impairs lymphatic drainage and absorption in the small bowel, and untreated disease can spread to the heart (culture-negative endocarditis) and brain. Because central nervous system relapse is serious, treatment begins with an agent that penetrates it, such as ceftriaxone, followed by long-term oral trimethoprim-sulfamethoxazole, with monitoring for relapse.',
    objective: 'Treat Whipple disease with ceftriaxone followed by prolonged trimethoprim-sulfamethoxazole.',
    task: 'treatment',
    steps: 2,
    takeHome:
      'Arthralgia, malabsorption and PAS-positive, acid-fast-negative macrophages in the duodenum: Whipple disease; treat with ceftriaxone, then about a year of TMP-SMX.',
  },
  {
    id: 'gi-q-vipoma-diagnosis',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'VIPoma',
    stem: 'A 50-year-old woman comes to the emergency department because of profuse watery diarrhea for 2 months, now about 3 L daily, with weakness and a 6-kg weight loss. The diarrhea continues when she stops eating. She has episodes of facial flushing. She has not traveled and takes no laxatives or other medications. Temperature is 36.9°C, pulse is 108/min, and blood pressure is 96/60 mm Hg. The mucous membranes are dry. The abdomen is soft and nontender. Serum sodium is 138 mEq/L, potassium is 2.6 mEq/L, chloride is 114 mEq/L, bicarbonate is 15 mEq/L, urea nitrogen is 32 mg/dL, creatinine is 1.4 mg/dL, calcium is 10.8 mg/dL, and glucose is 168 mg/dL. The stool osmotic gap is 15 mOsm/kg. Basal gastric acid output is markedly reduced. CT of the abdomen shows a 3.5-cm enhancing mass in the tail of the pancreas.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Carcinoid syndrome',
        why: 'Carcinoid syndrome causes flushing, diarrhea and wheezing, usually from a small-bowel tumor with liver metastases; severe hypokalemia with achlorhydria and a pancreatic tail mass fit another tumor.',
      },
      {
        text: 'Gastrinoma',
        why: 'A gastrinoma causes diarrhea through excess acid, with peptic ulcers and high acid output; acid output is low here.',
      },
      {
        text: 'Glucagonoma',
        why: 'A glucagonoma causes necrolytic migratory erythema, diabetes, weight loss and venous thrombosis, not high-volume secretory diarrhea.',
      },
      {
        text: 'Somatostatinoma',
        why: 'A somatostatinoma inhibits secretion broadly, causing diabetes, gallstones and steatorrhea with low acid output, but not large-volume watery diarrhea.',
      },
      {
        text: 'VIPoma',
        why: 'Vasoactive intestinal peptide from a pancreatic islet tumor drives intestinal chloride and water secretion, causing watery diarrhea, hypokalemia and achlorhydria (WDHA syndrome).',
      },
    ],
    answerIndex: 4,
    rationale:
      'Large-volume watery diarrhea that continues during fasting, with a stool osmotic gap below 50 mOsm/kg, is secretory. Severe hypokalemia, a normal anion gap metabolic acidosis from stool bicarbonate loss, reduced gastric acid output, hyperglycemia, hypercalcemia and flushing, with a mass in the tail of the pancreas, indicate a VIPoma. VIP raises cyclic AMP in enterocytes and opens CFTR chloride channels, while inhibiting gastric acid secretion and dilating vessels. A fasting plasma VIP level above 75 pg/mL confirms it. Management is fluid and potassium replacement, octreotide to control secretion, and surgical resection.',
    objective: 'Diagnose VIPoma from secretory diarrhea, hypokalemia, achlorhydria and a pancreatic mass.',
    task: 'diagnosis',
    steps: 2,
    takeHome:
      'Watery diarrhea that persists with fasting, hypokalemia and achlorhydria with a pancreatic tail mass is a VIPoma: confirm with plasma VIP, control with octreotide, then resect.',
  },
  {
    id: 'gi-q-primary-biliary-cholangitis-treatment',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Primary biliary cholangitis',
    stem: 'A 52-year-old woman comes to the office because of fatigue and itching for 6 months. The itching affects her palms and soles and is worse at night. She has hypothyroidism and dry eyes and mouth. She takes levothyroxine and does not drink alcohol. Temperature is 36.8°C, pulse is 72/min, and blood pressure is 126/80 mm Hg. There are excoriations on the arms and legs and yellow plaques on the medial upper eyelids. The liver edge is palpable 2 cm below the costal margin. Serum alkaline phosphatase is 420 U/L, gamma-glutamyltransferase is 380 U/L, ALT is 54 U/L, AST is 48 U/L, total bilirubin is 0.9 mg/dL, and albumin is 4.2 g/dL. Total cholesterol is 280 mg/dL. Antimitochondrial antibodies are positive at a titer of 1:320. Ultrasonography shows normal bile ducts and no gallstones.',
    leadIn: 'Which of the following is the most appropriate initial pharmacotherapy?',
    options: [
      {
        text: 'Azathioprine',
        why: 'Azathioprine maintains remission of autoimmune hepatitis, which causes a hepatocellular pattern with high IgG and antinuclear or smooth muscle antibodies.',
      },
      {
        text: 'Cholestyramine',
        why: 'A bile acid sequestrant can relieve cholestatic itching, but it does not slow disease progression and would not be chosen instead of disease-modifying therapy.',
      },
      {
        text: 'Penicillamine',
        why: 'Penicillamine chelates copper in Wilson disease; it was ineffective and toxic in trials in this disease.',
      },
      {
        text: 'Prednisone',
        why: 'Glucocorticoids treat autoimmune hepatitis; they do not benefit this cholestatic disease and worsen bone loss.',
      },
      {
        text: 'Ursodiol',
        why: 'Ursodeoxycholic acid, a hydrophilic bile acid given at 13 to 15 mg/kg daily, displaces toxic bile acids, improves liver tests and delays progression and transplantation in most patients.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Fatigue and nocturnal pruritus in a middle-aged woman with hypothyroidism and sicca symptoms, xanthelasma, hypercholesterolemia, a cholestatic pattern (high alkaline phosphatase and gamma-glutamyltransferase), normal bile ducts on ultrasonography and a high antimitochondrial antibody titer establish primary biliary cholangitis, an autoimmune destruction of small intrahepatic bile ducts; biopsy is not required. First-line treatment is lifelong ursodeoxycholic acid. Response is assessed at 12 months by alkaline phosphatase and bilirubin, and second-line drugs (PPAR agonists) are added for an inadequate response. Cholestyramine can be added for itching, separated from ursodiol by several hours, and bone density and fat-soluble vitamins are monitored.',
    objective: 'Start ursodeoxycholic acid as first-line therapy for primary biliary cholangitis.',
    task: 'treatment',
    steps: 2,
    takeHome:
      'Middle-aged woman, pruritus, cholestatic liver tests, normal ducts and antimitochondrial antibodies: primary biliary cholangitis; lifelong ursodeoxycholic acid.',
  },
  {
    id: 'gi-q-autoimmune-hepatitis-diagnosis',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Autoimmune hepatitis',
    stem: 'A 34-year-old woman comes to the office because of fatigue, joint aches, and yellowing of her eyes for 6 weeks. She has vitiligo. She takes no prescription or over-the-counter drugs, herbal products, or supplements, does not drink alcohol, and has not traveled recently. Temperature is 37.2°C, pulse is 80/min, and blood pressure is 116/72 mm Hg. There is scleral icterus and patchy depigmentation of the hands. The liver edge is palpable 2 cm below the costal margin and is mildly tender. There is no Kayser-Fleischer ring on slit-lamp examination. Serum ALT is 640 U/L, AST is 580 U/L, alkaline phosphatase is 130 U/L, total bilirubin is 3.1 mg/dL, albumin is 3.6 g/dL, and INR is 1.2. Serum IgG is 2,900 mg/dL (normal 700-1,600). Antinuclear antibodies are positive at a titer of 1:640, anti-smooth muscle antibodies are positive at 1:160, and antimitochondrial antibodies are negative. Serologic and nucleic acid tests for hepatotropic viruses A, B, C, and E are negative, and ceruloplasmin is normal. Ultrasonography shows a normal liver and bile ducts.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Autoimmune hepatitis',
        why: 'A hepatocellular pattern with raised IgG, antinuclear and anti-smooth muscle antibodies in a young woman with another autoimmune disease, after viral, drug, metabolic and biliary causes are excluded, is type 1 autoimmune hepatitis.',
      },
      {
        text: 'Drug-induced liver injury',
        why: 'Drugs such as minocycline and nitrofurantoin can mimic this picture, but she takes no drugs, herbs or supplements.',
      },
      {
        text: 'Primary biliary cholangitis',
        why: 'Primary biliary cholangitis causes a cholestatic pattern with high alkaline phosphatase and antimitochondrial antibodies, which are negative here.',
      },
      {
        text: 'Primary sclerosing cholangitis',
        why: 'Primary sclerosing cholangitis causes cholestasis with bile duct strictures, usually in men with ulcerative colitis.',
      },
      {
        text: 'Wilson disease',
        why: 'Wilson disease must be excluded in young patients with hepatitis, but a normal ceruloplasmin and no Kayser-Fleischer rings make it unlikely.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A young woman with vitiligo has subacute hepatitis with aminotransferases in the hundreds, only mildly raised alkaline phosphatase, polyclonal hypergammaglobulinemia (IgG 2,900 mg/dL), and high-titer antinuclear and anti-smooth muscle antibodies, with negative viral studies, no drug exposure, normal ceruloplasmin and normal ducts. This is type 1 autoimmune hepatitis. Liver biopsy, showing interface hepatitis with plasma cells, confirms it and stages fibrosis. Treatment is prednisone or budesonide with azathioprine, and most patients respond; untreated disease progresses to cirrhosis.',
    objective: 'Recognize type 1 autoimmune hepatitis from hepatocellular injury, raised IgG, and ANA and anti-smooth muscle antibodies.',
    task: 'diagnosis',
    steps: 1,
    takeHome:
      'Young woman with hepatitis, high IgG, ANA and anti-smooth muscle antibodies after viral and drug causes are excluded: type 1 autoimmune hepatitis; treat with glucocorticoids and azathioprine.',
  },
  {
    id: 'gi-q-tips-complication',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Transjugular intrahepatic portosystemic shunt',
    stem: 'A 57-year-old man with alcohol-associated cirrhosis comes to the clinic to discuss treatment of ascites. He has needed large-volume paracentesis every 2 weeks for 4 months despite a sodium-restricted diet and maximum tolerated doses of spironolactone and furosemide. He stopped drinking alcohol 2 years ago. He has never had gastrointestinal bleeding. Temperature is 36.8°C, pulse is 82/min, and blood pressure is 108/66 mm Hg. He is alert and oriented, without asterixis. The abdomen is distended with shifting dullness. Serum sodium is 131 mEq/L, creatinine is 1.3 mg/dL, total bilirubin is 1.8 mg/dL, and INR is 1.4. Echocardiography shows normal ventricular function and normal pulmonary artery pressure. Placement of a transjugular intrahepatic portosystemic shunt is planned.',
    leadIn: 'This patient is at greatest risk for which of the following complications after the procedure?',
    options: [
      {
        text: 'Esophageal variceal bleeding',
        why: 'By lowering portal pressure, the shunt reduces variceal bleeding; it is also used to treat refractory variceal hemorrhage.',
      },
      {
        text: 'Hepatic encephalopathy',
        why: 'Portal blood, with its ammonia and other gut-derived toxins, bypasses the liver through the shunt and reaches the brain; new or worse encephalopathy occurs in about a third of patients.',
      },
      {
        text: 'Hepatic hydrothorax',
        why: 'Hydrothorax is ascites that crosses diaphragmatic defects into the pleural space; lowering portal pressure reduces it, and refractory hydrothorax is an indication for the shunt.',
      },
      {
        text: 'Hepatorenal syndrome',
        why: 'The shunt improves effective arterial volume, sodium excretion and kidney function, so it lowers rather than raises the risk of hepatorenal syndrome.',
      },
      {
        text: 'Spontaneous bacterial peritonitis',
        why: 'Spontaneous bacterial peritonitis occurs in patients with ascites; control of ascites after the shunt reduces this risk.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Ascites that needs repeated large-volume paracentesis despite a sodium-restricted diet and maximum diuretics is refractory, and a transjugular intrahepatic portosystemic shunt, which connects a hepatic vein to a portal vein branch through the liver, lowers portal pressure and controls it in most patients. Because portal blood then bypasses the hepatic sinusoids, ammonia and other toxins absorbed from the gut escape first-pass clearance, and hepatic encephalopathy is the most common complication. Risk is higher with previous encephalopathy, older age and worse liver function; lactulose and rifaximin are used to treat it, and shunt narrowing is considered if it is refractory. Other risks include heart failure from the increased venous return and liver failure.',
    objective: 'Anticipate hepatic encephalopathy as the main complication of a transjugular intrahepatic portosystemic shunt.',
    task: 'complication',
    steps: 2,
    takeHome:
      'A portosystemic shunt lowers portal pressure (less ascites and variceal bleeding) but lets gut-derived ammonia bypass the liver: hepatic encephalopathy is its main complication.',
  },
  {
    id: 'gi-q-hypertriglyceridemia-acute-pancreatitis',
    category: 'Gastroenterology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hypertriglyceridemia-induced acute pancreatitis',
    stem: 'A 38-year-old man comes to the emergency department because of severe epigastric pain radiating to the back, with nausea and vomiting, for 12 hours. He has type 2 diabetes mellitus and stopped taking metformin 6 months ago. He does not drink alcohol and takes no other medications. BMI is 34 kg/m². Temperature is 37.6°C, pulse is 112/min, respirations are 20/min, and blood pressure is 132/80 mm Hg. There are crops of small yellow papules on red bases over the buttocks and elbows. Funduscopy shows creamy white retinal vessels. The epigastrium is tender with guarding. The laboratory reports that the blood sample is milky white. Serum lipase is 1,850 U/L, glucose is 310 mg/dL, calcium is 8.6 mg/dL, ALT is 32 U/L, and total bilirubin is 0.7 mg/dL. Hemoglobin A1c is 11.2%. Ultrasonography shows no gallstones or sludge, and the common bile duct is 4 mm in diameter.',
    leadIn: "Which of the following is the most likely cause of this patient's condition?",
    options: [
      {
        text: 'Autoimmune pancreatitis',
        why: 'IgG4-related autoimmune pancreatitis usually presents as painless obstructive jaundice with a diffusely enlarged, "sausage-shaped" pancreas in older men.',
      },
      {
        text: 'Biliary microlithiasis',
        why: 'Sludge or small stones can cause pancreatitis with a normal ultrasonogram, but the milky serum and eruptive xanthomas point to another cause.',
      },
      {
        text: 'Hypercalcemia',
        why: 'Hypercalcemia can cause pancreatitis, but the serum calcium is normal.',
      },
      {
        text: 'Hypertriglyceridemia',
        why: 'Triglycerides above about 1,000 mg/dL, here from uncontrolled diabetes with obesity, are hydrolyzed by pancreatic lipase to toxic free fatty acids that injure acinar cells and capillaries.',
      },
      {
        text: 'Pancreas divisum',
        why: 'Failure of the dorsal and ventral ducts to fuse is common and is a debated cause of recurrent pancreatitis; it does not explain lipemic serum and xanthomas.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Epigastric pain radiating to the back with lipase more than three times the upper limit of normal establishes acute pancreatitis. The patient does not drink alcohol, has no gallstones or duct dilatation, and has a normal calcium and ALT. Uncontrolled diabetes and obesity with eruptive xanthomas, lipemia retinalis and milky serum indicate severe hypertriglyceridemia, the third most common cause of acute pancreatitis. The serum triglyceride level should be measured early, because it falls quickly with fasting. Insulin infusion (with dextrose as needed) lowers triglycerides by activating lipoprotein lipase, with plasmapheresis in selected severe cases, followed by long-term fibrates, glycemic control and diet.',
    objective: 'Identify severe hypertriglyceridemia as the cause of acute pancreatitis from xanthomas, lipemia retinalis and milky serum.',
    task: 'risk-factor',
    steps: 2,
    takeHome:
      'Pancreatitis with milky serum, eruptive xanthomas or lipemia retinalis: check triglycerides (above about 1,000 mg/dL is causal) and treat with insulin infusion, then fibrates.',
  },
];
