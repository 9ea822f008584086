import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'endo-type-2-diabetes',
    title: 'Type 2 diabetes mellitus',
    subject: 'Endocrinology',
    kind: 'condition',
    aliases: [
      'T2DM',
      'type 2 diabetes',
      'diabetes mellitus',
      'DM2',
      'adult-onset diabetes',
      'sugar diabetes',
      'high blood sugar',
      'insulin resistance',
      'HbA1c',
      'prediabetes',
    ],
    definition:
      'Type 2 diabetes mellitus is chronic hyperglycemia caused by insulin resistance with progressive relative insulin deficiency from beta-cell failure, and it accounts for about 90-95% of diabetes.',
    mostCommonCause:
      'Type 2 diabetes is the most common form of diabetes, driven mainly by insulin resistance from obesity and physical inactivity on a background of genetic susceptibility.',
    riskFactors: [
      'Risk factors for type 2 diabetes include overweight or obesity, physical inactivity, a family history, high-risk race or ethnicity, prior gestational diabetes, polycystic ovary syndrome, prediabetes, hypertension and dyslipidemia.',
    ],
    pathophysiology:
      'In type 2 diabetes, insulin resistance in muscle, liver and fat is first offset by higher insulin secretion, but beta cells progressively fail (glucotoxicity, lipotoxicity, islet amyloid), so hepatic glucose output rises and glucose uptake falls; enough insulin usually remains to suppress ketogenesis, which is why severe decompensation is more often hyperosmolar than ketotic.',
    presentation: [
      'Type 2 diabetes is often asymptomatic, and causes polyuria, polydipsia, blurred vision, weight loss or recurrent infections such as candidiasis when glucose is high.',
      'Acanthosis nigricans reflects the insulin resistance of type 2 diabetes.',
    ],
    bestInitialTest:
      'The best initial test for type 2 diabetes is an HbA1c or fasting plasma glucose, confirmed by a second abnormal result unless hyperglycemia is unequivocal.',
    criteria: {
      name: 'ADA diagnostic criteria for diabetes mellitus',
      items: [
        'HbA1c of 6.5% or more.',
        'Fasting plasma glucose of 126 mg/dL or more.',
        '2-hour plasma glucose of 200 mg/dL or more on a 75-g oral glucose tolerance test.',
        'Random plasma glucose of 200 mg/dL or more with classic symptoms of hyperglycemia (diagnostic alone).',
        'Without unequivocal hyperglycemia, a second abnormal result is required for confirmation.',
        'Prediabetes is HbA1c 5.7-6.4%, fasting glucose 100-125 mg/dL or 2-hour OGTT glucose 140-199 mg/dL.',
      ],
    },
    firstLine:
      'First-line treatment of type 2 diabetes is lifestyle change (medical nutrition therapy, weight loss, at least 150 minutes a week of activity) for everyone, with metformin as the usual initial drug and individualized HbA1c targets (often below 7%).',
    management:
      'In type 2 diabetes, an SGLT2 inhibitor and/or GLP-1 receptor agonist with proven benefit is chosen for established cardiovascular disease or high risk, heart failure (SGLT2 inhibitor) or CKD (SGLT2 inhibitor), independent of HbA1c; GLP-1 receptor agonists or tirzepatide are used when weight loss is a priority, and insulin for marked symptomatic hyperglycemia or catabolism. Blood pressure and lipids (statin) are also treated, an ACE inhibitor or ARB is used for albuminuria, and patients are screened yearly for retinopathy, foot problems and kidney disease.',
    contraindications: [
      'Metformin for type 2 diabetes is contraindicated when eGFR is below 30 mL/min/1.73 m2.',
      'GLP-1 receptor agonists are contraindicated with a personal or family history of medullary thyroid cancer or MEN2.',
    ],
    complications: [
      'Microvascular complications of type 2 diabetes are retinopathy, nephropathy (albuminuria) and peripheral and autonomic neuropathy.',
      'Macrovascular complications of type 2 diabetes are coronary disease, stroke and peripheral arterial disease.',
      'Hyperosmolar hyperglycemic state in type 2 diabetes is glucose usually 600 mg/dL or more, high osmolality, severe dehydration and altered mental status without significant ketoacidosis.',
      'Hypoglycemia in type 2 diabetes is caused by insulin or sulfonylureas, especially in older adults.',
    ],
    prevention:
      'Type 2 diabetes is prevented in people with prediabetes by intensive lifestyle change (about 7% weight loss and 150 minutes a week of activity), with metformin as an option; USPSTF recommends screening adults aged 35-70 with overweight or obesity.',
    keyComparisons: [
      {
        with: 'endo-diabetic-ketoacidosis',
        difference:
          'Type 2 diabetes usually decompensates as hyperosmolar hyperglycemic state (very high glucose and osmolality, little ketosis), whereas DKA is typical of type 1 diabetes, with ketoacidosis and lower glucose; SGLT2 inhibitors can cause euglycemic DKA in type 2 diabetes.',
      },
      {
        with: 'renal-diabetic-nephropathy',
        difference:
          'Diabetic nephropathy is the kidney complication of diabetes, the leading cause of end-stage kidney disease, and is screened for yearly with the urine albumin-to-creatinine ratio and eGFR.',
      },
    ],
    why: [
      {
        question: 'Why does metformin rarely cause hypoglycemia on its own?',
        answer:
          'Metformin lowers glucose mainly by reducing hepatic gluconeogenesis and does not stimulate insulin secretion, so it does not drive glucose below normal when used alone.',
      },
      {
        question: 'Why do sulfonylureas cause hypoglycemia and weight gain?',
        answer:
          'Sulfonylureas close ATP-sensitive potassium channels on beta cells and trigger insulin release regardless of the glucose level, which can cause hypoglycemia and, through higher insulin, weight gain.',
      },
      {
        question: 'Why do SGLT2 inhibitors cause genital mycotic infections?',
        answer:
          'SGLT2 inhibitors block glucose reabsorption in the proximal tubule, so the urine contains a lot of glucose, which feeds Candida in the genital area.',
      },
    ],
    highYield: [
      'Metformin for type 2 diabetes reduces hepatic gluconeogenesis and causes GI upset, vitamin B12 deficiency and rarely lactic acidosis.',
      'Sulfonylureas for type 2 diabetes cause hypoglycemia and weight gain.',
      'SGLT2 inhibitors for type 2 diabetes cause genital mycotic infections, volume depletion and euglycemic ketoacidosis.',
      'GLP-1 receptor agonists for type 2 diabetes cause nausea, gallbladder disease and pancreatitis.',
      'Thiazolidinediones for type 2 diabetes cause fluid retention, heart failure and fractures.',
    ],
    dontMiss:
      'Hyperosmolar hyperglycemic state in type 2 diabetes is treated with aggressive IV fluids first, then insulin, and hypoglycemia from insulin or sulfonylureas is a danger especially in older adults.',
    icd10: ['E11.9', 'E11.65', 'R73.03'],
  },
  {
    id: 'endo-diabetic-ketoacidosis',
    title: 'Diabetic ketoacidosis (DKA)',
    subject: 'Endocrinology',
    kind: 'condition',
    aliases: [
      'DKA',
      'diabetic ketoacidosis',
      'ketoacidosis',
      'euglycemic DKA',
      'diabetic coma',
      'anion gap metabolic acidosis',
      'ketones',
    ],
    definition:
      'Diabetic ketoacidosis (DKA) is a life-threatening complication of absolute or relative insulin deficiency with hyperglycemia, ketosis and anion gap metabolic acidosis, most often in type 1 diabetes.',
    mostCommonCause:
      'The most common precipitants of DKA are infection and missed insulin doses, and DKA is often the first presentation of type 1 diabetes.',
    causes: [
      'Triggers of DKA include infection, missed insulin, new-onset diabetes, myocardial infarction and SGLT2 inhibitors.',
    ],
    pathophysiology:
      'In DKA, insulin deficiency with excess glucagon, cortisol and catecholamines drives gluconeogenesis and glycogenolysis (hyperglycemia) and lipolysis, and the liver converts the free fatty acids to ketoacids (beta-hydroxybutyrate, acetoacetate) that cause an anion gap acidosis; glucose-driven osmotic diuresis causes dehydration and large total-body potassium losses.',
    presentation: [
      'DKA causes polyuria, polydipsia, nausea, vomiting and abdominal pain developing over hours to a day or two.',
      'DKA causes Kussmaul breathing, fruity (acetone) breath, dehydration and altered mental status.',
      'In DKA, serum potassium is often normal or high at presentation despite a large total-body deficit.',
      'In DKA, serum sodium is lowered by hyperglycemia drawing water out of cells, so the sodium is corrected for glucose.',
    ],
    bestInitialTest:
      'The best initial test for suspected DKA is a fingerstick glucose, then serum electrolytes with anion gap, a venous blood gas and serum beta-hydroxybutyrate (preferred to urine ketones).',
    testOfChoice:
      'The precipitant of DKA is sought with an ECG, cultures, lipase and hCG as appropriate.',
    criteria: {
      name: 'Diagnostic criteria for DKA (2024 consensus)',
      items: [
        'Hyperglycemia: glucose 200 mg/dL or more, or known diabetes (glucose can be near-normal with SGLT2 inhibitors or pregnancy).',
        'Ketosis: serum beta-hydroxybutyrate 3.0 mmol/L or more (or urine ketones 2+ or more).',
        'Acidosis: pH below 7.3 and/or bicarbonate below 18 mEq/L (the anion gap is usually raised but is no longer a required criterion).',
      ],
    },
    firstLine:
      'First-line treatment of DKA is IV isotonic crystalloid first (saline or a balanced solution, about 500-1000 mL/hour for the first 2-4 hours); if potassium is below 3.5 mEq/L (3.3 in older protocols) it is replaced and insulin held, then an insulin infusion (0.1 units/kg/hour) is started and potassium added to fluids once it is 5.0 mEq/L or lower.',
    management:
      'In DKA, dextrose is added when glucose falls below 250 mg/dL and insulin is continued until ketoacidosis resolves, overlapping subcutaneous basal insulin 1-2 hours before stopping the infusion. Bicarbonate is given in DKA only if pH is below 7.0, and phosphate is replaced only when severely low.',
    complications: [
      'Cerebral edema, mainly in children, is the most feared complication of DKA treatment, causing headache, falling consciousness or bradycardia, and is treated with mannitol or hypertonic saline.',
      'Complications of DKA treatment include hypokalemia, hypoglycemia and hyperchloremic acidosis.',
    ],
    prevention:
      'DKA is prevented by sick-day rules (never stopping basal insulin, checking ketones during illness), stopping SGLT2 inhibitors before surgery and during acute illness, and early recognition of new type 1 diabetes.',
    keyComparisons: [
      {
        with: 'endo-type-2-diabetes',
        difference:
          'Hyperosmolar hyperglycemic state in type 2 diabetes has glucose usually 600 mg/dL or more, very high osmolality and little ketoacidosis, whereas DKA has ketoacidosis with lower glucose and develops faster.',
      },
      {
        with: 'em-toxic-alcohol-poisoning',
        difference:
          'Toxic alcohol poisoning causes an anion gap acidosis with a raised osmolal gap and no marked hyperglycemia, whereas DKA has hyperglycemia and high beta-hydroxybutyrate.',
      },
    ],
    why: [
      {
        question: 'Why is potassium often normal or high in DKA despite a total-body deficit?',
        answer:
          'In DKA, insulin deficiency and hyperosmolality shift potassium out of cells while osmotic diuresis loses it in urine, so the serum level is normal or high although total-body potassium is low.',
      },
      {
        question: 'Why is insulin held in DKA when potassium is below 3.5 mEq/L?',
        answer:
          'Insulin drives potassium into cells, so starting it with a low serum potassium can cause severe hypokalemia and fatal arrhythmia; potassium is replaced first.',
      },
      {
        question: 'Why is dextrose added in DKA while the insulin infusion continues?',
        answer:
          'Glucose falls faster than ketoacidosis clears, and insulin is needed to stop ketogenesis, so dextrose is added when glucose falls below 250 mg/dL to allow insulin to continue without hypoglycemia.',
      },
    ],
    highYield: [
      'Insulin in DKA drives potassium into cells and can cause dangerous hypokalemia, so potassium is checked every 2 hours early on.',
      'SGLT2 inhibitors cause euglycemic DKA and are stopped before surgery and during acute illness.',
    ],
    dontMiss:
      'Persistent abdominal pain after the acidosis of DKA resolves suggests another cause. Other anion gap acidoses to distinguish from DKA are lactic acidosis, alcoholic ketoacidosis (low or normal glucose), toxic alcohols, salicylates and uremia.',
    icd10: ['E10.10', 'E11.10', 'E10.11'],
  },
  {
    id: 'endo-hypothyroidism',
    title: 'Hypothyroidism',
    subject: 'Endocrinology',
    kind: 'condition',
    aliases: [
      'hypothyroidism',
      'underactive thyroid',
      'low thyroid',
      'Hashimoto thyroiditis',
      'chronic lymphocytic thyroiditis',
      'subclinical hypothyroidism',
      'myxedema',
      'myxedema coma',
    ],
    definition: 'Hypothyroidism is deficient thyroid hormone, most often primary (thyroid failure).',
    mostCommonCause:
      'The most common cause of hypothyroidism in iodine-sufficient regions is chronic autoimmune (Hashimoto) thyroiditis, and iodine deficiency is the most common cause worldwide.',
    causes: [
      'Other causes of hypothyroidism are thyroidectomy or radioactive iodine, drugs (amiodarone, lithium) and, rarely, pituitary or hypothalamic disease (central hypothyroidism).',
    ],
    pathophysiology:
      'In hypothyroidism, low thyroid hormone slows metabolism and thermogenesis, reduces hepatic LDL receptors (raising LDL) and lets glycosaminoglycans accumulate in tissues (non-pitting myxedema); in primary hypothyroidism, the high TRH also stimulates prolactin release.',
    presentation: [
      'Hypothyroidism causes fatigue, cold intolerance, weight gain, constipation, depression and menstrual irregularity or menorrhagia.',
      'Hypothyroidism causes dry coarse skin, hair loss, bradycardia, delayed relaxation of deep tendon reflexes, non-pitting edema and hoarseness.',
      'Laboratory findings in hypothyroidism include hyperlipidemia, hyponatremia, raised CK and sometimes hyperprolactinemia.',
      'Hashimoto thyroiditis causes a firm, nontender goiter with anti-TPO antibodies.',
    ],
    bestInitialTest: 'The best initial test for hypothyroidism is TSH.',
    testOfChoice:
      'Free T4 confirms hypothyroidism: primary hypothyroidism has a high TSH with low free T4 (subclinical: high TSH, normal free T4), while central hypothyroidism has a low or inappropriately normal TSH with low free T4; anti-TPO antibodies support Hashimoto thyroiditis.',
    firstLine:
      'First-line treatment of hypothyroidism is levothyroxine, about 1.6 mcg/kg/day as full replacement in healthy younger adults, starting lower (25-50 mcg/day) in older adults or with coronary disease, with TSH rechecked 6-8 weeks after each dose change.',
    management:
      'In pregnancy, the levothyroxine dose is increased by about 25-30% as soon as pregnancy is confirmed. Subclinical hypothyroidism is generally treated when TSH is above 10 mU/L, in pregnancy or when trying to conceive.',
    interactions: [
      'Levothyroxine is taken on an empty stomach and separated from calcium, iron, PPIs and bile acid binders, which reduce its absorption.',
    ],
    complications: [
      'Myxedema coma is the life-threatening complication of hypothyroidism: hypothermia, bradycardia, hypoventilation, hyponatremia and altered consciousness, often triggered by infection, cold or sedatives.',
      'Hashimoto thyroiditis carries a small increased risk of primary thyroid lymphoma.',
      'Overtreatment of hypothyroidism with levothyroxine causes atrial fibrillation and bone loss.',
    ],
    keyComparisons: [
      {
        with: 'endo-graves-disease',
        difference:
          'Hypothyroidism has a high TSH and low free T4 with cold intolerance and bradycardia, whereas Graves hyperthyroidism has a suppressed TSH and high free T4 with heat intolerance and tachycardia.',
      },
      {
        with: 'endo-adrenal-insufficiency',
        difference:
          'When hypothyroidism and adrenal insufficiency coexist (central disease or autoimmune polyglandular syndrome), glucocorticoids are given before thyroid hormone to avoid precipitating adrenal crisis.',
      },
    ],
    why: [
      {
        question: 'Why does hypothyroidism raise LDL cholesterol?',
        answer:
          'Thyroid hormone increases hepatic LDL receptor expression, so hypothyroidism reduces LDL clearance and raises LDL, which improves with levothyroxine.',
      },
      {
        question: 'Why is TSH rechecked 6-8 weeks after a levothyroxine dose change?',
        answer:
          'Levothyroxine has a half-life of about 7 days, so a new steady state takes about 5-6 weeks, and checking sooner gives a misleading TSH.',
      },
      {
        question: 'Why must glucocorticoids come before thyroid hormone when adrenal insufficiency is possible?',
        answer:
          'Thyroid hormone increases cortisol metabolism and the body\'s demand for cortisol, so giving it first to a patient with adrenal insufficiency can precipitate adrenal crisis.',
      },
    ],
    highYield: [
      'Hyperprolactinemia in primary hypothyroidism is caused by raised TRH stimulating lactotrophs.',
    ],
    dontMiss:
      'Myxedema coma needs ICU care with IV levothyroxine plus IV hydrocortisone until adrenal insufficiency is excluded. With central hypothyroidism or suspected adrenal insufficiency, give glucocorticoids before thyroid hormone to avoid precipitating adrenal crisis.',
    icd10: ['E03.9', 'E06.3', 'E03.5', 'E89.0'],
  },
  {
    id: 'endo-graves-disease',
    title: 'Graves disease and hyperthyroidism',
    subject: 'Endocrinology',
    kind: 'condition',
    aliases: [
      'Graves disease',
      'Graves\' disease',
      'hyperthyroidism',
      'overactive thyroid',
      'thyrotoxicosis',
      'toxic diffuse goiter',
      'exophthalmos',
      'Graves ophthalmopathy',
      'thyroid eye disease',
      'thyroid storm',
    ],
    definition:
      'Graves disease is autoimmune hyperthyroidism caused by antibodies that stimulate the TSH receptor.',
    mostCommonCause:
      'Graves disease is the most common cause of hyperthyroidism, typically in women aged 20-50.',
    causes: [
      'Other causes of thyrotoxicosis are toxic multinodular goiter, toxic adenoma, painless and subacute thyroiditis, and factitious (exogenous) thyrotoxicosis.',
    ],
    riskFactors: [
      'Risk factors for Graves disease include female sex, age 20-50, a family history of autoimmune thyroid disease, the postpartum period and other autoimmune diseases; smoking worsens Graves ophthalmopathy.',
    ],
    pathophysiology:
      'In Graves disease, thyroid-stimulating immunoglobulins activate the TSH receptor, driving hormone synthesis and diffuse gland growth independently of TSH; TSH receptors on orbital and pretibial fibroblasts are also targeted, causing glycosaminoglycan deposition and inflammation that produce ophthalmopathy and pretibial myxedema.',
    presentation: [
      'Graves disease causes heat intolerance, weight loss despite a good appetite, palpitations, tremor, anxiety, frequent stools and oligomenorrhea.',
      'Graves disease causes a diffuse, nontender goiter, sometimes with a bruit.',
      'Features specific to Graves disease are ophthalmopathy (proptosis, lid retraction, periorbital edema, diplopia), pretibial myxedema and thyroid acropachy.',
      'Laboratory tests in Graves disease show a suppressed TSH with raised free T4 and/or T3.',
    ],
    bestInitialTest: 'The best initial test for hyperthyroidism is TSH, which is suppressed.',
    testOfChoice:
      'Free T4 and total T3 confirm thyrotoxicosis, and TSH receptor antibodies confirm Graves disease, or a radioactive iodine uptake scan shows diffusely increased uptake (uptake is low in thyroiditis and exogenous hormone use).',
    firstLine:
      'First-line treatment of Graves disease is a beta-blocker (propranolol or atenolol) for adrenergic symptoms plus one of three definitive options: antithyroid drugs (methimazole first-line; propylthiouracil in the first trimester and in thyroid storm), radioactive iodine ablation, or total thyroidectomy.',
    management:
      'Hypothyroidism after radioactive iodine ablation or thyroidectomy for Graves disease requires lifelong levothyroxine. Active moderate-severe Graves ophthalmopathy favors surgery or antithyroid drugs, with steroid cover if radioactive iodine is used.',
    contraindications: [
      'Radioactive iodine for Graves disease is contraindicated in pregnancy and breastfeeding.',
      'Radioactive iodine can worsen active moderate-severe Graves ophthalmopathy.',
    ],
    complications: [
      'Complications of hyperthyroidism include atrial fibrillation, high-output heart failure and osteoporosis.',
      'Thyroid storm is a life-threatening complication of hyperthyroidism with fever, tachycardia or atrial fibrillation, agitation or delirium, vomiting and diarrhea, and heart failure, triggered by surgery, infection, an iodine load or childbirth.',
    ],
    keyComparisons: [
      {
        with: 'card-atrial-fibrillation',
        difference:
          'Hyperthyroidism is a reversible cause of atrial fibrillation, so TSH is checked in every new case of atrial fibrillation.',
      },
      {
        with: 'endo-thyroid-nodule',
        difference:
          'A toxic adenoma is a single hyperfunctioning (hot) nodule with suppressed uptake in the rest of the gland, whereas Graves disease shows diffusely increased uptake.',
      },
    ],
    why: [
      {
        question: 'Why is propylthiouracil used in the first trimester instead of methimazole?',
        answer:
          'Methimazole is teratogenic in the first trimester (aplasia cutis, choanal and esophageal atresia), so propylthiouracil is used then despite its risk of liver failure, and methimazole is used afterwards.',
      },
      {
        question: 'Why is iodine given at least 1 hour after the thionamide in thyroid storm?',
        answer:
          'Iodine given first would provide substrate for new hormone synthesis; once the thionamide blocks thyroid peroxidase, high-dose iodine can safely inhibit hormone release.',
      },
      {
        question: 'Why is radioactive iodine uptake low in thyroiditis but high in Graves disease?',
        answer:
          'In thyroiditis, hormone leaks from damaged follicles and suppresses TSH, so the gland is not synthesizing and takes up little iodine, whereas in Graves disease stimulating antibodies drive active synthesis and high uptake.',
      },
      {
        question: 'Why is acetaminophen used instead of aspirin for fever in thyroid storm?',
        answer:
          'Aspirin displaces thyroid hormone from its binding proteins and raises free hormone levels, which can worsen thyroid storm.',
      },
    ],
    highYield: [
      'Thionamides inhibit thyroid peroxidase, and propylthiouracil also blocks peripheral conversion of T4 to T3.',
      'Methimazole and propylthiouracil can cause agranulocytosis, so the drug is stopped and a CBC checked if fever or sore throat develops.',
      'Propylthiouracil carries a boxed warning for severe liver failure.',
      'Painless and subacute thyroiditis cause self-limited thyrotoxicosis with low uptake and are treated with a beta-blocker only.',
      'Factitious thyrotoxicosis has a low thyroglobulin.',
    ],
    dontMiss:
      'Thyroid storm is treated with propranolol, propylthiouracil, iodine (SSKI or Lugol) at least 1 hour after the thionamide, hydrocortisone, cooling and acetaminophen rather than aspirin.',
    icd10: ['E05.00', 'E05.01', 'E05.90'],
  },
  {
    id: 'endo-thyroid-nodule',
    title: 'Thyroid nodule and thyroid cancer',
    subject: 'Endocrinology',
    kind: 'condition',
    aliases: [
      'thyroid nodule',
      'thyroid lump',
      'neck lump',
      'thyroid cancer',
      'papillary thyroid carcinoma',
      'follicular thyroid carcinoma',
      'medullary thyroid carcinoma',
      'anaplastic thyroid carcinoma',
      'fine-needle aspiration',
      'Bethesda category',
    ],
    definition:
      'A thyroid nodule is a discrete lesion within the thyroid that is distinct from the surrounding gland on imaging; nodules are very common and only a minority are malignant.',
    mostCommonCause:
      'Most thyroid nodules are benign (colloid nodules, adenomas or cysts), and the most common thyroid cancer is papillary carcinoma.',
    riskFactors: [
      'Features raising the malignancy risk of a thyroid nodule are childhood head or neck irradiation, a family history of thyroid cancer or MEN2, rapid growth, a hard fixed nodule, cervical lymphadenopathy and hoarseness.',
    ],
    pathophysiology:
      'Thyroid cancers arise from follicular cells (papillary, often with BRAF V600E or RET/PTC changes; follicular, often with RAS mutations; anaplastic) or from calcitonin-secreting parafollicular C cells (medullary, RET mutations).',
    presentation: [
      'A thyroid nodule is usually asymptomatic and found on examination or imaging.',
      'Suspicious ultrasound features of a thyroid nodule are solid hypoechoic composition, microcalcifications, irregular margins, a taller-than-wide shape and extrathyroidal extension.',
      'Papillary thyroid carcinoma is the most common type, shows psammoma bodies, spreads by lymphatics and has an excellent prognosis.',
      'Follicular thyroid carcinoma is diagnosed by capsular or vascular invasion and spreads hematogenously.',
      'Medullary thyroid carcinoma arises from parafollicular C cells, secretes calcitonin, is caused by RET mutations and occurs in MEN2.',
      'Anaplastic thyroid carcinoma occurs in older adults, grows rapidly and has a poor prognosis.',
    ],
    bestInitialTest:
      'The best initial tests for a thyroid nodule are TSH and thyroid ultrasound; if TSH is low, a radionuclide scan follows, and a hyperfunctioning (hot) nodule is rarely malignant and needs no biopsy.',
    testOfChoice:
      'Ultrasound-guided fine-needle aspiration is the test of choice for a thyroid nodule with a normal or high TSH, chosen by size and sonographic pattern and reported in Bethesda categories.',
    firstLine:
      'First-line treatment of differentiated thyroid cancer is lobectomy or total thyroidectomy depending on size and risk, with radioactive iodine and TSH suppression for higher-risk disease.',
    management:
      'A thyroid nodule with benign cytology is followed with ultrasound surveillance, and indeterminate cytology leads to molecular testing or diagnostic lobectomy. Medullary thyroid cancer needs total thyroidectomy and RET testing.',
    complications: [
      'Thyroidectomy complications are hypocalcemia from hypoparathyroidism and hoarseness from recurrent laryngeal nerve injury.',
    ],
    keyComparisons: [
      {
        with: 'endo-pheochromocytoma',
        difference:
          'Medullary thyroid cancer and pheochromocytoma occur together in MEN2, so pheochromocytoma is excluded and removed first before thyroid surgery.',
      },
      {
        with: 'endo-graves-disease',
        difference:
          'A hot nodule with low TSH is a toxic adenoma causing hyperthyroidism and is rarely malignant, whereas Graves disease causes diffuse uptake without a dominant nodule.',
      },
    ],
    why: [
      {
        question: 'Why is a hot thyroid nodule rarely malignant?',
        answer:
          'A hot nodule is autonomously functioning follicular tissue (a toxic adenoma) that traps iodine avidly, a behavior that is rare in cancers, so it does not need fine-needle aspiration.',
      },
      {
        question: 'Why is radioactive iodine used for differentiated but not medullary thyroid cancer?',
        answer:
          'Papillary and follicular cancers arise from follicular cells that take up iodine, whereas medullary cancer arises from parafollicular C cells, which do not.',
      },
      {
        question: 'Why is TSH suppressed with levothyroxine in higher-risk differentiated thyroid cancer?',
        answer:
          'TSH stimulates the growth of follicular-derived cells, including residual cancer cells, so keeping TSH low reduces the risk of recurrence.',
      },
    ],
    highYield: [
      'Calcitonin is the tumor marker of medullary thyroid cancer, and thyroglobulin is used to monitor differentiated thyroid cancer after thyroidectomy.',
    ],
    dontMiss:
      'Before surgery for medullary thyroid cancer, exclude pheochromocytoma (MEN2) and remove it first.',
    icd10: ['E04.1', 'E04.2', 'C73'],
  },
  {
    id: 'endo-cushing-syndrome',
    title: 'Cushing syndrome',
    subject: 'Endocrinology',
    kind: 'condition',
    aliases: [
      'Cushing syndrome',
      'Cushing\'s syndrome',
      'Cushing disease',
      'hypercortisolism',
      'cortisol excess',
      'ectopic ACTH syndrome',
      'moon face',
      'buffalo hump',
    ],
    definition: 'Cushing syndrome is the clinical syndrome of chronic glucocorticoid excess.',
    mostCommonCause:
      'The most common cause of Cushing syndrome is exogenous glucocorticoids; the most common endogenous cause is an ACTH-secreting pituitary adenoma (Cushing disease).',
    causes: [
      'Other endogenous causes of Cushing syndrome are ectopic ACTH secretion (e.g. small cell lung cancer, carcinoid) and adrenal adenoma or carcinoma.',
    ],
    pathophysiology:
      'In Cushing syndrome, excess cortisol increases gluconeogenesis and insulin resistance, redistributes fat centrally, breaks down protein in muscle, skin and bone, and suppresses immunity; very high cortisol levels overwhelm renal 11-beta-hydroxysteroid dehydrogenase type 2 and activate mineralocorticoid receptors.',
    presentation: [
      'Cushing syndrome causes central obesity, a round face, a dorsocervical fat pad and supraclavicular fullness.',
      'The more specific signs of Cushing syndrome are wide purple striae, easy bruising, proximal muscle weakness and facial plethora.',
      'Cushing syndrome causes hypertension, hyperglycemia, osteoporosis, depression, infections, menstrual irregularity, hirsutism and acne.',
      'Hypokalemia and metabolic alkalosis are prominent in Cushing syndrome with very high cortisol, especially ectopic ACTH, and hyperpigmentation suggests ACTH excess.',
    ],
    bestInitialTest:
      'After exogenous glucocorticoids are excluded, the best initial screening tests for Cushing syndrome are late-night salivary cortisol, 24-hour urinary free cortisol or the 1-mg overnight dexamethasone suppression test (morning cortisol above 1.8 mcg/dL is abnormal), with two abnormal tests confirming it.',
    testOfChoice:
      'Plasma ACTH localizes Cushing syndrome: suppressed ACTH points to an adrenal source (adrenal CT), while normal or high ACTH leads to pituitary MRI and, if unclear, inferior petrosal sinus sampling to distinguish pituitary from ectopic ACTH.',
    firstLine:
      'First-line treatment of endogenous Cushing syndrome is surgery for the cause: transsphenoidal resection of a pituitary adenoma, unilateral adrenalectomy or resection of an ectopic tumor.',
    management:
      'Medical therapy for Cushing syndrome (ketoconazole, metyrapone, osilodrostat, mifepristone, or pasireotide for pituitary disease) is used when surgery fails or is not possible, and bilateral adrenalectomy is a last resort. Exogenous Cushing syndrome is managed by tapering glucocorticoids gradually.',
    complications: [
      'After successful surgery or steroid withdrawal in Cushing syndrome, the suppressed HPA axis causes adrenal insufficiency, which needs glucocorticoid replacement.',
      'Bilateral adrenalectomy for Cushing disease can lead to Nelson syndrome (an enlarging pituitary tumor with hyperpigmentation).',
      'Cushing syndrome causes cardiovascular disease, diabetes, osteoporotic fractures, infections and thromboembolism.',
    ],
    keyComparisons: [
      {
        with: 'endo-adrenal-insufficiency',
        difference:
          'Cushing syndrome is cortisol excess with central obesity and striae, whereas adrenal insufficiency is cortisol deficiency with weight loss and hypotension; stopping long-term glucocorticoids abruptly turns iatrogenic Cushing syndrome into adrenal insufficiency.',
      },
      {
        with: 'pulm-lung-cancer',
        difference:
          'Ectopic ACTH from small cell lung cancer causes rapid-onset hypercortisolism with marked hypokalemia, hyperpigmentation and weakness, often without the classic cushingoid appearance.',
      },
    ],
    why: [
      {
        question: 'Why does ectopic ACTH cause marked hypokalemia?',
        answer:
          'Very high cortisol levels saturate 11-beta-hydroxysteroid dehydrogenase type 2 in the kidney, so cortisol activates mineralocorticoid receptors and causes potassium loss, hypertension and metabolic alkalosis.',
      },
      {
        question: 'Why does Cushing syndrome cause purple striae and easy bruising?',
        answer:
          'Cortisol inhibits fibroblast collagen synthesis, thinning the skin and weakening capillary support, so stretched skin tears into wide striae and vessels bruise easily.',
      },
      {
        question: 'Why must long-term glucocorticoids never be stopped abruptly?',
        answer:
          'Exogenous glucocorticoids suppress CRH and ACTH, so the adrenal cortex atrophies and cannot make cortisol when the drug is stopped suddenly, causing adrenal crisis.',
      },
    ],
    highYield: [
      'Ketoconazole for Cushing syndrome causes hepatotoxicity and CYP3A4 interactions.',
      'Mifepristone for Cushing syndrome blocks the glucocorticoid receptor and is an abortifacient.',
    ],
    dontMiss:
      'Never stop long-term glucocorticoids abruptly, and give glucocorticoid replacement after curative surgery for Cushing syndrome. Alcohol use disorder, depression and severe obesity can give false-positive screening tests (pseudo-Cushing).',
    icd10: ['E24.9', 'E24.0', 'E24.2', 'E24.3'],
  },
  {
    id: 'endo-adrenal-insufficiency',
    title: 'Adrenal insufficiency (Addison disease)',
    subject: 'Endocrinology',
    kind: 'condition',
    aliases: [
      'Addison disease',
      'Addison\'s disease',
      'adrenal insufficiency',
      'primary adrenal insufficiency',
      'secondary adrenal insufficiency',
      'adrenal crisis',
      'Addisonian crisis',
      'hypocortisolism',
      'low cortisol',
    ],
    definition:
      'Adrenal insufficiency is inadequate cortisol production: primary adrenal insufficiency (Addison disease) is adrenal destruction with loss of cortisol and aldosterone, while secondary or tertiary disease is ACTH deficiency (pituitary disease or withdrawal of long-term glucocorticoids) with loss of cortisol only.',
    mostCommonCause:
      'The most common cause of primary adrenal insufficiency is autoimmune adrenalitis in high-income countries and tuberculosis worldwide; withdrawal of long-term glucocorticoids is the most common cause of adrenal insufficiency overall.',
    causes: [
      'Other causes of primary adrenal insufficiency include bilateral adrenal hemorrhage (meningococcemia or anticoagulation), metastases, infections such as HIV-related CMV and fungi, and congenital adrenal hyperplasia.',
    ],
    pathophysiology:
      'In primary adrenal insufficiency, loss of cortisol removes negative feedback, so ACTH and its precursor POMC rise and stimulate melanocytes (hyperpigmentation), and loss of aldosterone causes salt wasting and hyperkalemia; in secondary disease, ACTH is low and aldosterone, controlled by renin-angiotensin, is preserved.',
    presentation: [
      'Adrenal insufficiency causes fatigue, weakness, anorexia, weight loss, nausea, abdominal pain, salt craving and orthostatic hypotension.',
      'Primary adrenal insufficiency causes hyperpigmentation of skin creases, scars and buccal mucosa, hyponatremia and hyperkalemia.',
      'Secondary adrenal insufficiency causes no hyperpigmentation and no hyperkalemia because aldosterone is preserved, though hyponatremia can occur.',
      'Adrenal insufficiency causes hypoglycemia and eosinophilia, and autoimmune Addison disease may coexist with type 1 diabetes and autoimmune thyroid disease.',
    ],
    bestInitialTest:
      'The best initial test for adrenal insufficiency is an early-morning serum cortisol with plasma ACTH; low cortisol with high ACTH suggests primary disease.',
    testOfChoice:
      'The cosyntropin (ACTH) stimulation test confirms adrenal insufficiency when peak cortisol is inadequate, and the cause is then found with 21-hydroxylase antibodies or adrenal CT, or pituitary evaluation in secondary disease.',
    firstLine:
      'First-line treatment of adrenal insufficiency is glucocorticoid replacement with hydrocortisone (about 15-25 mg/day in divided doses), plus fludrocortisone in primary disease.',
    management:
      'Patients with adrenal insufficiency are taught sick-day rules (increase the dose during illness and surgery) and given a medical alert identifier and an emergency injectable hydrocortisone kit.',
    complications: [
      'Adrenal crisis is the life-threatening complication of adrenal insufficiency: shock unresponsive to fluids and pressors, vomiting, abdominal pain, hypoglycemia and hyponatremia.',
      'Triggers of adrenal crisis are infection, surgery, abrupt steroid withdrawal and starting thyroid hormone before glucocorticoids.',
    ],
    prevention:
      'Adrenal crisis in known adrenal insufficiency is prevented by sick-day rules (doubling or tripling oral hydrocortisone during febrile illness), parenteral hydrocortisone for vomiting, surgery or major stress, and never stopping long-term glucocorticoids abruptly.',
    keyComparisons: [
      {
        with: 'id-sepsis-septic-shock',
        difference:
          'Adrenal crisis mimics septic shock with hypotension that does not respond to fluids and pressors, and it responds promptly to IV hydrocortisone.',
      },
      {
        with: 'endo-siadh',
        difference:
          'Adrenal insufficiency causes hyponatremia that resembles SIADH, so normal adrenal (and thyroid) function must be shown before SIADH is diagnosed.',
      },
    ],
    why: [
      {
        question: 'Why does primary but not secondary adrenal insufficiency cause hyperkalemia?',
        answer:
          'Aldosterone is controlled mainly by the renin-angiotensin system rather than ACTH, so it is lost only when the adrenal cortex itself is destroyed; in secondary disease aldosterone continues and potassium stays normal.',
      },
      {
        question: 'Why does primary adrenal insufficiency cause hyperpigmentation?',
        answer:
          'Low cortisol removes feedback on the pituitary, so POMC production rises, and ACTH and melanocyte-stimulating hormone derived from it stimulate melanocortin 1 receptors on melanocytes.',
      },
    ],
    highYield: [
      'Fludrocortisone replaces aldosterone in primary adrenal insufficiency and is titrated by blood pressure, potassium and plasma renin; excess causes hypertension, edema and hypokalemia.',
    ],
    dontMiss:
      'Adrenal crisis is treated with IV hydrocortisone 100 mg immediately with IV saline and dextrose; draw cortisol and ACTH first only if this causes no delay, and never wait for results.',
    icd10: ['E27.1', 'E27.40', 'E27.2', 'E27.3'],
  },
  {
    id: 'endo-primary-aldosteronism',
    title: 'Primary aldosteronism',
    subject: 'Endocrinology',
    kind: 'condition',
    aliases: [
      'primary aldosteronism',
      'primary hyperaldosteronism',
      'hyperaldosteronism',
      'Conn syndrome',
      'aldosterone-producing adenoma',
      'bilateral adrenal hyperplasia',
      'aldosterone-to-renin ratio',
      'secondary hypertension',
      'hypokalemia with hypertension',
    ],
    definition:
      'Primary aldosteronism is autonomous aldosterone secretion that suppresses renin, caused by bilateral adrenal hyperplasia or an aldosterone-producing adenoma (Conn syndrome); it is the most common endocrine cause of secondary hypertension.',
    mostCommonCause:
      'The most common cause of primary aldosteronism is bilateral adrenal hyperplasia, followed by a unilateral aldosterone-producing adenoma.',
    pathophysiology:
      'In primary aldosteronism, aldosterone acts on collecting duct principal cells to increase sodium reabsorption through ENaC and secrete potassium and hydrogen ions, causing hypertension, hypokalemia and metabolic alkalosis; the volume expansion suppresses renin, and pressure natriuresis (aldosterone escape) prevents edema.',
    presentation: [
      'Primary aldosteronism causes hypertension, often resistant to treatment.',
      'Primary aldosteronism causes hypokalemia (weakness, cramps, polyuria) with metabolic alkalosis, although many patients have normal potassium.',
      'In primary aldosteronism, serum sodium is high-normal and there is no edema because of aldosterone escape.',
    ],
    bestInitialTest:
      'The best initial test for primary aldosteronism is a morning plasma aldosterone and renin (a raised aldosterone-to-renin ratio with suppressed renin); the 2025 Endocrine Society guideline suggests screening everyone with hypertension, and screening is essential with resistant hypertension, hypokalemia, adrenal incidentaloma or early-onset hypertension.',
    testOfChoice:
      'Primary aldosteronism is confirmed with a suppression test (oral or IV sodium loading) unless the result is unequivocal, followed by adrenal CT and adrenal venous sampling to separate unilateral from bilateral disease before surgery.',
    firstLine:
      'First-line treatment of primary aldosteronism from a unilateral aldosterone-producing adenoma is laparoscopic adrenalectomy; bilateral hyperplasia, or patients not having surgery, are treated with a mineralocorticoid receptor antagonist (spironolactone, or eplerenone).',
    complications: [
      'Primary aldosteronism carries a higher risk of stroke, atrial fibrillation, heart failure and kidney disease than primary hypertension at the same blood pressure.',
    ],
    keyComparisons: [
      {
        with: 'card-hypertension',
        difference:
          'Primary aldosteronism is a common, curable cause of hypertension with suppressed renin and often hypokalemia, whereas primary hypertension has no identifiable cause.',
      },
      {
        with: 'renal-renal-artery-stenosis',
        difference:
          'Renal artery stenosis also causes hypertension with hypokalemia but has high renin and high aldosterone (secondary hyperaldosteronism), whereas primary aldosteronism has suppressed renin.',
      },
    ],
    why: [
      {
        question: 'Why does primary aldosteronism not cause edema?',
        answer:
          'After initial sodium retention, the rise in blood pressure and natriuretic peptides increase sodium excretion (aldosterone escape), so volume stops expanding before edema forms, while potassium loss continues.',
      },
      {
        question: 'Why is adrenal venous sampling needed before adrenalectomy for primary aldosteronism?',
        answer:
          'CT cannot tell a nonfunctioning adrenal incidentaloma from an aldosterone-producing adenoma or show small bilateral hyperplasia, so sampling aldosterone from each adrenal vein confirms which side is secreting before surgery.',
      },
    ],
    highYield: [
      'Spironolactone for primary aldosteronism causes hyperkalemia, gynecomastia, erectile dysfunction and menstrual irregularity (antiandrogen effects); eplerenone is more selective, with fewer antiandrogen effects.',
    ],
    dontMiss:
      'Correct hypokalemia before testing for primary aldosteronism and interpret results in light of interfering drugs (mineralocorticoid antagonists, diuretics, ACE inhibitors, ARBs, beta-blockers). Other causes of hypertension with hypokalemia are renovascular disease (high renin), Cushing syndrome, licorice, Liddle syndrome and some forms of congenital adrenal hyperplasia.',
    icd10: ['E26.01', 'E26.09', 'E26.9'],
  },
  {
    id: 'endo-pheochromocytoma',
    title: 'Pheochromocytoma',
    subject: 'Endocrinology',
    kind: 'condition',
    aliases: [
      'pheochromocytoma',
      'pheo',
      'paraganglioma',
      'PPGL',
      'catecholamine-secreting tumor',
      'adrenal medulla tumor',
      'episodic hypertension',
      'metanephrines',
    ],
    definition:
      'Pheochromocytoma is a catecholamine-secreting tumor of the chromaffin cells of the adrenal medulla; an extra-adrenal tumor is called a paraganglioma.',
    causes: [
      'A substantial proportion of pheochromocytomas are hereditary, from MEN2, von Hippel-Lindau disease, NF1 or SDH mutations.',
    ],
    pathophysiology:
      'Pheochromocytoma releases norepinephrine and epinephrine, often in bursts, causing alpha-mediated vasoconstriction and hypertension and beta-mediated tachycardia, sweating and hyperglycemia; chronic vasoconstriction contracts plasma volume, which contributes to orthostatic hypotension.',
    presentation: [
      'The classic triad of pheochromocytoma is episodic headache, sweating and palpitations, with sustained or paroxysmal hypertension.',
      'Pheochromocytoma causes pallor, tremor, anxiety, orthostatic hypotension and hyperglycemia.',
      'Pheochromocytoma episodes are provoked by anesthesia, surgery, tumor manipulation or drugs such as metoclopramide, glucocorticoids and beta-blockers given alone.',
      'Pheochromocytoma may be found as an adrenal incidentaloma.',
    ],
    bestInitialTest:
      'The best initial test for pheochromocytoma is plasma free metanephrines or 24-hour urine fractionated metanephrines.',
    testOfChoice:
      'When metanephrines are clearly raised, CT or MRI of the abdomen and pelvis localizes a pheochromocytoma, with functional imaging (e.g. Ga-68 DOTATATE PET) for extra-adrenal or metastatic disease; genetic testing is offered to all patients.',
    firstLine:
      'First-line treatment of pheochromocytoma is preoperative alpha-blockade (phenoxybenzamine or a selective alpha-1 blocker such as doxazosin) for about 1-2 weeks with liberal salt and fluid intake, adding a beta-blocker for tachycardia only after adequate alpha-blockade, then laparoscopic adrenalectomy.',
    management:
      'A hypertensive crisis from pheochromocytoma is treated with IV phentolamine, nitroprusside or nicardipine. After tumor removal, patients are watched for hypotension and rebound hypoglycemia.',
    contraindications: [
      'A beta-blocker must not be started before alpha-blockade in pheochromocytoma because unopposed alpha stimulation can precipitate a hypertensive crisis.',
    ],
    complications: [
      'Complications of pheochromocytoma include hypertensive crisis, catecholamine cardiomyopathy, arrhythmias and stroke.',
    ],
    keyComparisons: [
      {
        with: 'endo-thyroid-nodule',
        difference:
          'Medullary thyroid cancer and pheochromocytoma occur together in MEN2A and MEN2B, so the pheochromocytoma is excluded or removed before thyroid surgery.',
      },
      {
        with: 'psych-panic-disorder',
        difference:
          'Panic attacks cause episodic palpitations, sweating and fear with normal metanephrines, whereas pheochromocytoma causes paroxysms with hypertension and raised metanephrines.',
      },
    ],
    why: [
      {
        question: 'Why must alpha-blockade come before beta-blockade in pheochromocytoma?',
        answer:
          'Beta-2 receptors mediate some vasodilation, so blocking beta receptors first leaves catecholamine-driven alpha vasoconstriction unopposed and can cause a hypertensive crisis.',
      },
      {
        question: 'Why is hypoglycemia a risk after pheochromocytoma removal?',
        answer:
          'Catecholamines suppress insulin secretion, so when the tumor is removed, insulin rebounds while catecholamine-driven glucose production stops, causing hypoglycemia.',
      },
      {
        question: 'Why are liberal salt and fluids given before pheochromocytoma surgery?',
        answer:
          'Chronic catecholamine vasoconstriction shrinks plasma volume, and re-expanding it during alpha-blockade prevents severe hypotension once the tumor is removed.',
      },
    ],
    highYield: [
      'Phenoxybenzamine, an irreversible nonselective alpha-blocker used for pheochromocytoma, causes orthostatic hypotension, reflex tachycardia and nasal congestion.',
      'MEN2A is medullary thyroid cancer, pheochromocytoma and hyperparathyroidism; MEN2B is medullary thyroid cancer, pheochromocytoma, mucosal neuromas and a marfanoid habitus.',
    ],
    dontMiss:
      'Pheochromocytoma is associated with MEN2A, MEN2B, von Hippel-Lindau disease and NF1. Mimics include panic attacks, hyperthyroidism, stimulant use and clonidine withdrawal.',
    icd10: ['D35.00', 'C74.10', 'E27.5'],
  },
  {
    id: 'endo-primary-hyperparathyroidism',
    title: 'Primary hyperparathyroidism',
    subject: 'Endocrinology',
    kind: 'condition',
    aliases: [
      'hyperparathyroidism',
      'primary hyperparathyroidism',
      'PHPT',
      'parathyroid adenoma',
      'PTH',
      'stones, bones, groans and moans',
    ],
    definition:
      'Primary hyperparathyroidism is autonomous parathyroid hormone secretion and the most common cause of hypercalcemia in outpatients.',
    mostCommonCause:
      'The most common cause of primary hyperparathyroidism is a single parathyroid adenoma; multigland hyperplasia (MEN1, MEN2A) and carcinoma are less common.',
    riskFactors: [
      'Risk factors for primary hyperparathyroidism include female sex and older age (postmenopausal women), prior neck irradiation, lithium therapy and MEN1 or MEN2A.',
    ],
    pathophysiology:
      'In primary hyperparathyroidism, excess PTH increases bone resorption, distal tubular calcium reabsorption and renal calcitriol production, raising serum calcium, while inhibiting proximal tubular phosphate reabsorption; the filtered calcium load is so high that urinary calcium rises despite increased reabsorption.',
    presentation: [
      'Primary hyperparathyroidism is often asymptomatic and found on routine calcium testing.',
      'Primary hyperparathyroidism causes kidney stones, osteoporosis (especially cortical bone such as the distal forearm), osteitis fibrosa cystica, constipation, peptic ulcer, pancreatitis, depression and fatigue (stones, bones, abdominal groans and psychiatric moans).',
      'Hypercalcemia in primary hyperparathyroidism causes polyuria and polydipsia (nephrogenic diabetes insipidus) and a short QT interval.',
      'Laboratory tests in primary hyperparathyroidism show high calcium, high or inappropriately normal PTH, low-normal phosphate and increased urinary calcium.',
    ],
    bestInitialTest:
      'The best initial tests for primary hyperparathyroidism are albumin-corrected or ionized calcium with intact PTH; hypercalcemia with a raised or inappropriately normal PTH confirms it.',
    testOfChoice:
      'A 24-hour urine calcium excludes familial hypocalciuric hypercalcemia (calcium/creatinine clearance ratio below 0.01), and a sestamibi scan or neck ultrasound is used only after the biochemical diagnosis, to plan surgery.',
    criteria: {
      name: 'Indications for parathyroidectomy in asymptomatic primary hyperparathyroidism',
      items: [
        'Serum calcium more than 1 mg/dL above the upper limit of normal.',
        'Osteoporosis (T-score -2.5 or lower) or a vertebral fracture.',
        'Creatinine clearance below 60 mL/min.',
        'Kidney stones, nephrocalcinosis or hypercalciuria.',
        'Age under 50.',
      ],
    },
    firstLine:
      'First-line treatment of symptomatic primary hyperparathyroidism, and of asymptomatic patients meeting surgical criteria, is parathyroidectomy.',
    management:
      'Patients with primary hyperparathyroidism who do not meet surgical criteria are monitored, and when surgery is not possible, cinacalcet (a calcimimetic) treats hypercalcemia and bisphosphonates protect bone.',
    complications: [
      'Complications of primary hyperparathyroidism include kidney stones, nephrocalcinosis, osteoporosis and fractures.',
      'Hungry bone syndrome (severe hypocalcemia) can follow parathyroidectomy for primary hyperparathyroidism.',
    ],
    keyComparisons: [
      {
        with: 'heme-hypercalcemia-of-malignancy',
        difference:
          'Hypercalcemia of malignancy has a suppressed PTH (PTHrP or bone metastases) and is often severe and rapid, whereas primary hyperparathyroidism has a raised or inappropriately normal PTH and usually mild, chronic hypercalcemia.',
      },
      {
        with: 'pulm-sarcoidosis',
        difference:
          'Sarcoidosis causes PTH-independent hypercalcemia from granuloma calcitriol production, so PTH is suppressed, unlike primary hyperparathyroidism.',
      },
    ],
    why: [
      {
        question: 'Why is phosphate low in primary hyperparathyroidism?',
        answer:
          'PTH inhibits phosphate reabsorption in the proximal tubule by reducing sodium-phosphate cotransporters, so urinary phosphate loss rises and serum phosphate falls.',
      },
      {
        question: 'Why is 24-hour urine calcium measured before parathyroid surgery?',
        answer:
          'Familial hypocalciuric hypercalcemia, caused by an inactivating calcium-sensing receptor mutation, also gives high calcium with a normal or high PTH but low urinary calcium; it is benign and surgery does not help.',
      },
      {
        question: 'Why does hypercalcemia cause polyuria?',
        answer:
          'High calcium activates calcium-sensing receptors in the kidney, reducing sodium chloride reabsorption in the thick ascending limb and blunting the response to ADH in the collecting duct, causing nephrogenic diabetes insipidus.',
      },
    ],
    highYield: [
      'Cinacalcet for primary hyperparathyroidism increases calcium-sensing receptor sensitivity to lower PTH and can cause hypocalcemia and nausea.',
      'Primary hyperparathyroidism preferentially thins cortical bone, such as the distal one-third of the radius.',
    ],
    dontMiss:
      'Severe or symptomatic hypercalcemia (e.g. above 14 mg/dL) is treated with IV isotonic saline, calcitonin and an IV bisphosphonate (zoledronic acid), with loop diuretics only after volume repletion. Hypercalcemia with a suppressed PTH indicates malignancy (PTHrP, bone metastases), vitamin D excess or granulomatous disease rather than primary hyperparathyroidism.',
    icd10: ['E21.0'],
  },
  {
    id: 'endo-prolactinoma',
    title: 'Prolactinoma (hyperprolactinemia)',
    subject: 'Endocrinology',
    kind: 'condition',
    aliases: [
      'prolactinoma',
      'hyperprolactinemia',
      'lactotroph adenoma',
      'pituitary adenoma',
      'pituitary microadenoma',
      'galactorrhea',
      'amenorrhea',
      'high prolactin',
    ],
    definition:
      'A prolactinoma is a prolactin-secreting pituitary adenoma and the most common functioning pituitary tumor; microadenomas are under 1 cm and macroadenomas 1 cm or larger.',
    causes: [
      'Other causes of hyperprolactinemia to exclude before diagnosing a prolactinoma are pregnancy, hypothyroidism, kidney disease and drugs (antipsychotics, metoclopramide, verapamil and others).',
    ],
    pathophysiology:
      'Prolactin secretion is tonically inhibited by hypothalamic dopamine, and a prolactinoma secretes prolactin autonomously; high prolactin suppresses GnRH, causing hypogonadotropic hypogonadism with low bone density, and large tumors compress the optic chiasm.',
    presentation: [
      'In women, a prolactinoma causes oligomenorrhea or amenorrhea, galactorrhea and infertility.',
      'In men, a prolactinoma causes low libido, erectile dysfunction, infertility and gynecomastia, and men often present later with a macroadenoma.',
      'A prolactin-secreting macroadenoma causes headache and bitemporal hemianopia from optic chiasm compression.',
    ],
    bestInitialTest:
      'The best initial test for a prolactinoma is serum prolactin, after excluding pregnancy, hypothyroidism, kidney disease and drugs.',
    testOfChoice:
      'Pituitary MRI confirms a prolactinoma, and formal visual fields are tested with macroadenomas.',
    firstLine:
      'First-line treatment of a prolactinoma is a dopamine agonist, even for macroadenomas with visual loss: cabergoline is preferred (more effective and better tolerated), and bromocriptine has the longest safety record around conception.',
    management:
      'Transsphenoidal surgery is used for a prolactinoma when dopamine agonists are not tolerated or do not work, and an asymptomatic microadenoma without hypogonadism can be observed.',
    complications: [
      'Complications of a prolactinoma include hypogonadism with infertility and osteoporosis, visual field loss, and pituitary apoplexy.',
    ],
    keyComparisons: [
      {
        with: 'endo-hypothyroidism',
        difference:
          'Primary hypothyroidism raises prolactin through TRH stimulation of lactotrophs and can enlarge the pituitary, so TSH is checked before diagnosing a prolactinoma.',
      },
      {
        with: 'pharm-atypical-antipsychotics',
        difference:
          'Antipsychotics, especially risperidone, raise prolactin by blocking D2 receptors, and drug-induced hyperprolactinemia is excluded before a prolactinoma is diagnosed.',
      },
    ],
    why: [
      {
        question: 'Why do dopamine agonists shrink prolactinomas?',
        answer:
          'Dopamine acting on D2 receptors of lactotrophs inhibits prolactin synthesis and cell proliferation, so dopamine agonists such as cabergoline both lower prolactin and shrink the tumor.',
      },
      {
        question: 'Why can a nonfunctioning pituitary macroadenoma raise prolactin modestly?',
        answer:
          'A large sellar mass can compress the pituitary stalk and block delivery of hypothalamic dopamine to lactotrophs, releasing them from inhibition (the stalk effect).',
      },
      {
        question: 'Why do men with prolactinomas often present with larger tumors?',
        answer:
          'Men lack an early, obvious sign like amenorrhea, and low libido is often overlooked, so the tumor is usually found later when it causes headache or visual loss.',
      },
    ],
    highYield: [
      'Cabergoline for prolactinoma causes nausea, orthostatic hypotension and impulse-control disorders, and cardiac valve disease occurs with the high doses used in Parkinson disease.',
      'Bromocriptine for prolactinoma causes nausea and hypotension and is shorter acting than cabergoline.',
    ],
    dontMiss:
      'Pituitary apoplexy (sudden severe headache, visual loss, ophthalmoplegia, hypotension) needs stress-dose glucocorticoids and neurosurgical review. A large sellar mass with only a modest prolactin rise may be a nonfunctioning adenoma compressing the stalk (stalk effect) or a giant prolactinoma with a falsely low assay result (hook effect; repeat on a diluted sample).',
    icd10: ['D35.2', 'E22.1'],
  },
  {
    id: 'endo-siadh',
    title: 'Syndrome of inappropriate antidiuretic hormone (SIADH)',
    subject: 'Endocrinology',
    kind: 'condition',
    aliases: [
      'SIADH',
      'syndrome of inappropriate antidiuretic hormone',
      'SIAD',
      'euvolemic hyponatremia',
      'ADH excess',
      'vasopressin excess',
    ],
    definition:
      'SIADH is non-physiologic release or action of antidiuretic hormone (vasopressin) causing water retention and euvolemic hypotonic hyponatremia.',
    mostCommonCause:
      'SIADH is the most common cause of euvolemic hypotonic hyponatremia in hospitalized patients.',
    causes: [
      'Causes of SIADH include CNS disorders, lung disease and small cell lung cancer, drugs (SSRIs, carbamazepine, cyclophosphamide, vincristine, MDMA), pain, nausea and the postoperative state.',
    ],
    pathophysiology:
      'In SIADH, vasopressin acts on V2 receptors to insert aquaporin-2 channels in the collecting duct, so free water is retained and serum sodium is diluted; the mild volume expansion increases natriuresis, keeping the patient clinically euvolemic with a high urine sodium and low uric acid.',
    presentation: [
      'Mild chronic hyponatremia from SIADH causes nausea, malaise, unsteadiness, falls and attention deficits.',
      'Severe or acute hyponatremia from SIADH causes headache, vomiting, confusion, seizures and coma.',
      'Patients with SIADH are clinically euvolemic.',
      'SIADH causes low serum uric acid and BUN.',
    ],
    bestInitialTest:
      'The best initial tests for suspected SIADH are serum sodium and osmolality, to confirm hypotonic hyponatremia.',
    testOfChoice:
      'Urine osmolality and urine sodium with a volume assessment establish SIADH, which is a diagnosis of exclusion requiring normal thyroid and adrenal function and no recent diuretic use.',
    criteria: {
      name: 'Diagnostic criteria for SIADH',
      items: [
        'Serum osmolality below 275 mOsm/kg (hypotonic hyponatremia).',
        'Inappropriately concentrated urine: urine osmolality above 100 mOsm/kg.',
        'Clinical euvolemia.',
        'Urine sodium above 30 mEq/L on normal salt intake.',
        'Normal thyroid and adrenal function and no recent diuretic use.',
      ],
    },
    firstLine:
      'First-line treatment of chronic mild-moderate SIADH is fluid restriction (e.g. below 800 mL/day) and treatment of the cause.',
    management:
      'When fluid restriction fails in SIADH, oral salt with or without a loop diuretic, oral urea or a vaptan is added. Severe symptoms (seizures, coma) are treated with 100 mL of 3% hypertonic saline as a bolus, repeated if needed, to raise sodium by 4-6 mEq/L quickly. In chronic hyponatremia, correction is kept to no more than about 8-10 mEq/L in 24 hours (8 in high-risk patients: alcohol use disorder, malnutrition, hypokalemia, advanced liver disease).',
    complications: [
      'Overly rapid correction of hyponatremia in SIADH causes osmotic demyelination syndrome (dysarthria, dysphagia, quadriparesis, locked-in state) days later.',
      'Severe hyponatremia from SIADH causes seizures, cerebral edema and falls with fractures.',
    ],
    keyComparisons: [
      {
        with: 'renal-hyponatremia',
        difference:
          'Hyponatremia is the laboratory finding with many causes, and SIADH is one specific euvolemic cause with concentrated urine and high urine sodium.',
      },
      {
        with: 'endo-diabetes-insipidus',
        difference:
          'SIADH is too much vasopressin action with concentrated urine and hyponatremia, whereas diabetes insipidus is too little vasopressin action with dilute polyuria and high-normal or high sodium.',
      },
    ],
    why: [
      {
        question: 'Why can isotonic saline worsen hyponatremia in SIADH?',
        answer:
          'In SIADH the kidney excretes the sodium load in concentrated urine but keeps the water, so when urine osmolality exceeds that of the saline, infusing 0.9% saline leads to net water retention and a lower sodium.',
      },
      {
        question: 'Why is serum uric acid low in SIADH?',
        answer:
          'The mild volume expansion of SIADH reduces proximal tubular reabsorption of urate, so uric acid is lost in urine, which helps distinguish SIADH from hypovolemic hyponatremia.',
      },
      {
        question: 'Why must chronic hyponatremia be corrected slowly?',
        answer:
          'Brain cells adapt to chronic hyponatremia by losing osmolytes, so a rapid rise in sodium draws water out of them and damages myelin, causing osmotic demyelination syndrome.',
      },
    ],
    highYield: [
      'Tolvaptan, a V2 receptor antagonist for SIADH, risks overly rapid correction and liver injury, so it is started in hospital, avoided in liver disease and limited in duration.',
    ],
    dontMiss:
      'Pseudohyponatremia (hyperlipidemia, hyperproteinemia) and hyperglycemia give a normal or high serum osmolality, not the hypotonicity of SIADH. Differentials of SIADH are hypothyroidism, adrenal insufficiency, diuretics, cerebral salt wasting (hypovolemic), primary polydipsia and low solute intake (urine osmolality below 100 mOsm/kg).',
    icd10: ['E22.2', 'E87.1'],
  },
  {
    id: 'endo-diabetes-insipidus',
    title: 'Diabetes insipidus (AVP deficiency and AVP resistance)',
    subject: 'Endocrinology',
    kind: 'condition',
    aliases: [
      'diabetes insipidus',
      'DI',
      'AVP deficiency',
      'AVP resistance',
      'arginine vasopressin deficiency',
      'central diabetes insipidus',
      'nephrogenic diabetes insipidus',
      'polyuria',
      'water deprivation test',
    ],
    definition:
      'Diabetes insipidus is excretion of large volumes of dilute urine because of deficient vasopressin secretion (central DI, now called AVP deficiency) or renal resistance to vasopressin (nephrogenic DI, now called AVP resistance).',
    mostCommonCause:
      'The most common cause of acquired nephrogenic diabetes insipidus in adults is lithium, and central diabetes insipidus most often follows pituitary surgery, head trauma or tumors or is idiopathic.',
    causes: [
      'Causes of central diabetes insipidus (AVP deficiency) are surgery, head trauma, tumors, infiltrative disease and idiopathic disease.',
      'Causes of nephrogenic diabetes insipidus (AVP resistance) are lithium, hypercalcemia, hypokalemia and inherited V2 receptor or aquaporin-2 defects.',
    ],
    pathophysiology:
      'In diabetes insipidus, the collecting duct cannot insert aquaporin-2 channels, either because vasopressin is not secreted (central) or because the kidney does not respond to it (nephrogenic), so free water is lost in dilute urine and thirst keeps sodium near normal only while the patient can drink.',
    presentation: [
      'Diabetes insipidus causes polyuria (more than 3 L/day), nocturia and thirst, often with a preference for cold water.',
      'Diabetes insipidus causes dilute urine (osmolality below 300 mOsm/kg) with high-normal serum sodium.',
      'Diabetes insipidus causes hypernatremia when water intake is limited, as in infants, older adults, impaired thirst or after surgery.',
      'Central diabetes insipidus often follows pituitary surgery or head trauma.',
    ],
    bestInitialTest:
      'The best initial tests for suspected diabetes insipidus are 24-hour urine volume, urine osmolality and serum sodium and osmolality, to confirm hypotonic polyuria.',
    testOfChoice:
      'A water deprivation test (or hypertonic saline-stimulated copeptin) separates diabetes insipidus from primary polydipsia, and the response to desmopressin distinguishes central DI (urine osmolality rises substantially) from nephrogenic DI (little change).',
    firstLine:
      'First-line treatment of central diabetes insipidus is desmopressin (oral, intranasal or injected) with monitoring for hyponatremia; nephrogenic diabetes insipidus is treated by addressing the cause (stopping lithium if possible, correcting calcium and potassium), a low-salt, low-protein diet and a thiazide diuretic.',
    management:
      'Lithium-induced nephrogenic diabetes insipidus is treated with amiloride in addition to a thiazide.',
    complications: [
      'Diabetes insipidus causes hypernatremia in patients without free access to water.',
      'After pituitary surgery, diabetes insipidus can be followed by SIADH and then permanent diabetes insipidus (the triphasic response).',
    ],
    keyComparisons: [
      {
        with: 'endo-siadh',
        difference:
          'Diabetes insipidus is deficient vasopressin action with dilute polyuria and high-normal sodium, whereas SIADH is excess vasopressin action with concentrated urine and hyponatremia.',
      },
      {
        with: 'pharm-lithium',
        difference:
          'Lithium is the most common cause of acquired nephrogenic diabetes insipidus, which does not respond to desmopressin and is treated with amiloride and a thiazide.',
      },
    ],
    why: [
      {
        question: 'Why do thiazides reduce urine output in nephrogenic diabetes insipidus?',
        answer:
          'Thiazides cause mild volume contraction, which increases proximal tubular reabsorption of sodium and water, so less filtrate reaches the collecting duct and urine volume falls.',
      },
      {
        question: 'Why does amiloride help lithium-induced diabetes insipidus?',
        answer:
          'Lithium enters collecting duct principal cells through ENaC sodium channels and disrupts aquaporin-2 regulation, and amiloride blocks ENaC, limiting lithium uptake into those cells.',
      },
      {
        question: 'Why does desmopressin concentrate the urine in central but not nephrogenic diabetes insipidus?',
        answer:
          'In central diabetes insipidus the V2 receptors work but lack vasopressin, so desmopressin restores concentration, whereas in nephrogenic disease the receptor or aquaporin pathway does not respond.',
      },
    ],
    highYield: [
      'Desmopressin for diabetes insipidus is a selective V2 agonist, and excess water intake during treatment causes hyponatremia.',
      'Primary polydipsia gives low-normal serum sodium, while diabetes insipidus gives high-normal serum sodium.',
    ],
    dontMiss:
      'Chronic hypernatremia from diabetes insipidus is corrected slowly to avoid cerebral edema, and after pituitary surgery diabetes insipidus can turn into SIADH and then permanent diabetes insipidus (triphasic response).',
    icd10: ['E23.2', 'N25.1'],
  },
];
