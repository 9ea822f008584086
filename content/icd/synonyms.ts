// Abbreviations and lay terms people type, mapped to the words ICD-10-CM descriptions use.
// Read by the ICD search (and by any feature that looks codes up, e.g. the chat assistant).
// Each expansion is searched like typed words (every word must appear in a description);
// an ambiguous abbreviation lists each meaning. validate.ts checks the table, and a test
// checks that every expansion finds codes in the loaded code set.

export interface IcdSynonym {
  /** What a person types, any case ("HTN", "heart attack", "a-fib"). */
  term: string;
  /** Description words to search instead, most likely meaning first. */
  expansions: readonly string[];
}

export const ICD_SYNONYMS: readonly IcdSynonym[] = [
  // Cardiovascular
  { term: 'HTN', expansions: ['hypertension'] },
  { term: 'high blood pressure', expansions: ['hypertension'] },
  { term: 'MI', expansions: ['myocardial infarction'] },
  { term: 'heart attack', expansions: ['myocardial infarction'] },
  { term: 'CHF', expansions: ['heart failure'] },
  { term: 'congestive heart failure', expansions: ['heart failure'] },
  { term: 'HF', expansions: ['heart failure'] },
  { term: 'CAD', expansions: ['atherosclerotic heart disease'] },
  { term: 'coronary artery disease', expansions: ['atherosclerotic heart disease'] },
  { term: 'AFib', expansions: ['atrial fibrillation'] },
  { term: 'a-fib', expansions: ['atrial fibrillation'] },
  { term: 'SVT', expansions: ['supraventricular tachycardia'] },
  { term: 'VT', expansions: ['ventricular tachycardia'] },
  { term: 'v-tach', expansions: ['ventricular tachycardia'] },
  { term: 'DVT', expansions: ['deep vein thrombosis'] },
  { term: 'blood clot in leg', expansions: ['thrombosis deep veins lower extremity'] },
  { term: 'PE', expansions: ['pulmonary embolism'] },
  { term: 'AAA', expansions: ['abdominal aortic aneurysm'] },
  { term: 'PAD', expansions: ['peripheral vascular disease', 'atherosclerosis native arteries extremities'] },
  { term: 'PVD', expansions: ['peripheral vascular disease'] },
  { term: 'CVA', expansions: ['cerebral infarction'] },
  { term: 'stroke', expansions: ['cerebral infarction'] },
  { term: 'TIA', expansions: ['transient cerebral ischemic attack'] },
  { term: 'mini stroke', expansions: ['transient cerebral ischemic attack'] },
  { term: 'SAH', expansions: ['subarachnoid hemorrhage'] },
  { term: 'ICH', expansions: ['intracerebral hemorrhage'] },
  { term: 'high cholesterol', expansions: ['hypercholesterolemia', 'hyperlipidemia'] },
  { term: 'HLD', expansions: ['hyperlipidemia'] },
  { term: 'ASD', expansions: ['atrial septal defect', 'autistic disorder'] },
  { term: 'MS', expansions: ['multiple sclerosis', 'mitral stenosis'] },

  // Endocrine and metabolic
  { term: 'DM', expansions: ['diabetes mellitus'] },
  { term: 'T2DM', expansions: ['type 2 diabetes mellitus'] },
  { term: 'DM2', expansions: ['type 2 diabetes mellitus'] },
  { term: 'T2D', expansions: ['type 2 diabetes mellitus'] },
  { term: 'DMII', expansions: ['type 2 diabetes mellitus'] },
  { term: 'T1DM', expansions: ['type 1 diabetes mellitus'] },
  { term: 'DM1', expansions: ['type 1 diabetes mellitus'] },
  { term: 'T1D', expansions: ['type 1 diabetes mellitus'] },
  { term: 'sugar diabetes', expansions: ['diabetes mellitus'] },
  { term: 'DKA', expansions: ['diabetes mellitus with ketoacidosis'] },
  { term: 'PCOS', expansions: ['polycystic ovarian syndrome'] },
  { term: 'underactive thyroid', expansions: ['hypothyroidism'] },
  { term: 'overactive thyroid', expansions: ['thyrotoxicosis'] },

  // Respiratory
  { term: 'COPD', expansions: ['chronic obstructive pulmonary disease'] },
  { term: 'URI', expansions: ['upper respiratory infection'] },
  { term: 'common cold', expansions: ['acute nasopharyngitis'] },
  { term: 'flu', expansions: ['influenza'] },
  { term: 'PNA', expansions: ['pneumonia'] },
  { term: 'TB', expansions: ['tuberculosis'] },
  { term: 'OSA', expansions: ['obstructive sleep apnea'] },
  { term: 'SOB', expansions: ['shortness of breath'] },
  { term: 'RSV', expansions: ['respiratory syncytial virus'] },
  { term: 'strep throat', expansions: ['streptococcal pharyngitis'] },
  { term: 'sore throat', expansions: ['pharyngitis', 'pain in throat'] },
  { term: 'hay fever', expansions: ['allergic rhinitis'] },

  // Digestive, renal and genitourinary
  { term: 'GERD', expansions: ['gastro-esophageal reflux disease'] },
  { term: 'GORD', expansions: ['gastro-esophageal reflux disease'] },
  { term: 'acid reflux', expansions: ['gastro-esophageal reflux disease'] },
  { term: 'IBS', expansions: ['irritable bowel syndrome'] },
  { term: 'IBD', expansions: ['crohns disease', 'ulcerative colitis'] },
  { term: 'C diff', expansions: ['clostridium difficile'] },
  { term: 'gallstones', expansions: ['calculus of gallbladder'] },
  { term: 'UTI', expansions: ['urinary tract infection'] },
  { term: 'bladder infection', expansions: ['cystitis'] },
  { term: 'CKD', expansions: ['chronic kidney disease'] },
  { term: 'ESRD', expansions: ['end stage renal disease'] },
  { term: 'AKI', expansions: ['acute kidney failure'] },
  { term: 'kidney stone', expansions: ['calculus of kidney'] },
  { term: 'BPH', expansions: ['benign prostatic hyperplasia'] },

  // Musculoskeletal and skin
  { term: 'RA', expansions: ['rheumatoid arthritis'] },
  { term: 'OA', expansions: ['osteoarthritis'] },
  { term: 'SLE', expansions: ['systemic lupus erythematosus'] },
  { term: 'lupus', expansions: ['lupus erythematosus'] },
  { term: 'LBP', expansions: ['low back pain'] },
  { term: 'broken', expansions: ['fracture'] },
  { term: 'MRSA', expansions: ['methicillin resistant staphylococcus aureus'] },

  // Mental health and neurology
  { term: 'ADHD', expansions: ['attention-deficit hyperactivity disorder'] },
  { term: 'MDD', expansions: ['major depressive disorder'] },
  { term: 'GAD', expansions: ['generalized anxiety disorder'] },
  { term: 'PTSD', expansions: ['post-traumatic stress disorder'] },
  { term: 'OCD', expansions: ['obsessive-compulsive disorder'] },
  { term: 'BPPV', expansions: ['benign paroxysmal vertigo'] },

  // Infections, neoplasms and other
  { term: 'HCV', expansions: ['hepatitis c'] },
  { term: 'HBV', expansions: ['hepatitis b'] },
  { term: 'pink eye', expansions: ['conjunctivitis'] },
  { term: 'cancer', expansions: ['malignant neoplasm'] },
  { term: 'annual physical', expansions: ['general adult medical examination'] },
  { term: 'checkup', expansions: ['general adult medical examination'] },
  { term: 'well child', expansions: ['routine child health examination'] },
  { term: 'flu shot', expansions: ['encounter for immunization'] },
  { term: 'vaccination', expansions: ['encounter for immunization'] },
];
