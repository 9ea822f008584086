import type { WrittenItem } from '../types';

export const itemsB: readonly WrittenItem[] = [
  {
    id: 'endo-w-men2a-ret',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Multiple endocrine neoplasia type 2A',
    stem: 'A 34-year-old man comes to the physician because of episodes of headache, palpitations, and sweating for 3 months. His father had thyroid cancer diagnosed at 41 years of age. Pulse is 104/min, and blood pressure is 168/102 mm Hg. There is a 2.5-cm firm nodule in the left lobe of the thyroid gland. Serum calcium is 11.1 mg/dL, phosphorus is 2.4 mg/dL, and intact parathyroid hormone is 98 pg/mL. Serum calcitonin is markedly elevated, and fine-needle aspiration of the nodule shows spindle-shaped cells with amyloid deposits. Plasma free metanephrines are five times the upper limit of normal, and CT shows a 3-cm right adrenal mass.',
    leadIn: 'A germline mutation in which of the following genes is most likely?',
    options: [
      {
        text: 'MEN1',
        why: 'MEN1 mutations cause parathyroid hyperplasia, pituitary adenomas and pancreatic neuroendocrine tumors, not medullary thyroid carcinoma or pheochromocytoma.',
      },
      {
        text: 'NF1',
        why: 'Neurofibromatosis type 1 can cause pheochromocytoma but is recognized by cafe-au-lait macules and neurofibromas, and it does not cause medullary thyroid carcinoma or hyperparathyroidism.',
      },
      {
        text: 'RET',
        why: 'Activating mutations of the RET proto-oncogene cause multiple endocrine neoplasia type 2: medullary thyroid carcinoma in nearly all carriers, pheochromocytoma, and (in type 2A) primary hyperparathyroidism.',
      },
      {
        text: 'TP53',
        why: 'Li-Fraumeni syndrome causes sarcomas, breast and brain tumors and adrenocortical carcinoma, not this endocrine triad.',
      },
      {
        text: 'VHL',
        why: 'Von Hippel-Lindau disease causes pheochromocytoma with hemangioblastomas and renal cell carcinoma, but not medullary thyroid carcinoma or hyperparathyroidism.',
      },
    ],
    answerIndex: 2,
    rationale: 'Medullary thyroid carcinoma (calcitonin-secreting tumor with amyloid stroma), pheochromocytoma and primary hyperparathyroidism with a family history of thyroid cancer make up multiple endocrine neoplasia type 2A, an autosomal dominant disorder caused by a gain-of-function RET mutation. The pheochromocytoma is removed first, after alpha blockade, and first-degree relatives are offered RET testing with prophylactic thyroidectomy for carriers.',
    objective: 'Recognize multiple endocrine neoplasia type 2A and link it to RET mutations.',
  },
  {
    id: 'endo-w-cah-21-hydroxylase',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Congenital adrenal hyperplasia: 21-hydroxylase deficiency',
    stem: 'A 10-day-old newborn is brought to the emergency department because of poor feeding, vomiting, and lethargy for 2 days. She was born at term after an uncomplicated pregnancy. At birth she was noted to have clitoromegaly and partially fused labioscrotal folds; karyotype is 46,XX, and pelvic ultrasonography shows a uterus and ovaries. She has lost 12% of her birth weight. Pulse is 182/min, and blood pressure is 54/30 mm Hg. The mucous membranes are dry, and capillary refill is 4 seconds. Serum sodium is 124 mEq/L, potassium is 7.1 mEq/L, and glucose is 48 mg/dL.',
    leadIn: 'Which of the following serum findings is most likely?',
    options: [
      {
        text: 'Decreased 17-hydroxyprogesterone',
        why: '17-Hydroxyprogesterone is the substrate of 21-hydroxylase, so it accumulates rather than falls; it is low in deficiencies upstream such as 17-alpha-hydroxylase deficiency.',
      },
      {
        text: 'Decreased renin activity',
        why: 'Aldosterone deficiency causes salt wasting and volume depletion, which raise renin.',
      },
      {
        text: 'Increased 11-deoxycorticosterone',
        why: '11-Deoxycorticosterone accumulates in 11-beta-hydroxylase deficiency, which causes virilization with hypertension and hypokalemia rather than salt wasting.',
      },
      {
        text: 'Increased 17-hydroxyprogesterone',
        why: 'In 21-hydroxylase deficiency, 17-hydroxyprogesterone cannot be converted to 11-deoxycortisol, so it accumulates and is shunted to adrenal androgens; a markedly elevated level is diagnostic.',
      },
      {
        text: 'Increased cortisol',
        why: 'Cortisol synthesis is impaired, which is why ACTH rises and drives adrenal hyperplasia.',
      },
    ],
    answerIndex: 3,
    rationale: 'Virilization of a 46,XX newborn with normal internal female organs, followed in the second week of life by a salt-wasting crisis with hyponatremia, hyperkalemia, hypoglycemia and shock, is classic salt-wasting congenital adrenal hyperplasia due to 21-hydroxylase deficiency. Cortisol and aldosterone are deficient, ACTH and renin are high, and 17-hydroxyprogesterone is markedly elevated. Treatment is saline, dextrose and stress-dose hydrocortisone, then maintenance glucocorticoid and fludrocortisone.',
    objective: 'Recognize salt-wasting 21-hydroxylase deficiency and its elevated 17-hydroxyprogesterone.',
  },
  {
    id: 'endo-w-graves-first-trimester',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hyperthyroidism in pregnancy',
    stem: 'A 27-year-old woman, gravida 1, para 0, at 9 weeks\' gestation comes to the physician because of palpitations, heat intolerance, and a 3-kg weight loss over 2 months despite a good appetite. She has mild nausea without vomiting. Pulse is 112/min, and blood pressure is 128/64 mm Hg. Her skin is warm and moist, and there is a fine tremor of the hands. Both eyes protrude, with lid retraction. The thyroid gland is diffusely enlarged and nontender, with a bruit. Serum TSH is below 0.01 μU/mL, free T4 is 3.4 ng/dL (above the trimester-specific reference range), and thyrotropin receptor antibodies are positive.',
    leadIn: 'In addition to a beta-blocker for symptoms, which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Levothyroxine',
        why: 'Thyroid hormone would worsen thyrotoxicosis; block-and-replace regimens are avoided in pregnancy because the levothyroxine does not protect the fetus from the antithyroid drug.',
      },
      {
        text: 'Methimazole',
        why: 'Methimazole in the first trimester is associated with embryopathy (aplasia cutis, choanal and esophageal atresia); it is preferred from the second trimester onward.',
      },
      {
        text: 'Potassium iodide',
        why: 'Iodide briefly blocks hormone release and is used before thyroidectomy or in thyroid storm; prolonged use in pregnancy can cause fetal goiter and hypothyroidism.',
      },
      {
        text: 'Propylthiouracil',
        why: 'Propylthiouracil is preferred during the first trimester because it carries less risk of embryopathy than methimazole; because of its hepatotoxicity, patients usually switch to methimazole in the second trimester.',
      },
      {
        text: 'Radioactive iodine',
        why: 'Radioiodine is contraindicated in pregnancy because it crosses the placenta and ablates the fetal thyroid after 10 to 12 weeks.',
      },
    ],
    answerIndex: 3,
    rationale: 'Thyrotoxicosis with a diffuse goiter with bruit, ophthalmopathy and positive thyrotropin receptor antibodies is Graves disease, not hCG-mediated gestational thyrotoxicosis, which lacks eye disease and antibodies and resolves by midpregnancy. In the first trimester, propylthiouracil at the lowest effective dose is preferred, aiming for free T4 at the upper limit of the pregnancy range.',
    objective: 'Treat Graves disease in the first trimester with propylthiouracil.',
  },
  {
    id: 'endo-w-omm-adrenal-chapman-point',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    topic: 'Chapman reflex point of the adrenal gland',
    stem: 'A 46-year-old woman is evaluated for hypertension with hypokalemia. Her aldosterone-to-renin ratio is elevated, and an oral sodium loading test confirms autonomous aldosterone secretion. CT of the abdomen shows a 1.5-cm left adrenal adenoma, and adrenal vein sampling lateralizes aldosterone secretion to the left side. Before referral for laparoscopic adrenalectomy she asks about osteopathic care, and the osteopathic physician performs a structural examination that includes palpation for Chapman reflex points related to the affected organ.',
    leadIn: 'At which of the following locations is the anterior Chapman reflex point for the affected organ found?',
    options: [
      {
        text: '1 inch superior and 1 inch lateral to the umbilicus',
        why: 'This is the anterior Chapman point for the kidney; it lies 1 inch closer to the umbilicus than the adrenal point.',
      },
      {
        text: '2 inches superior and 1 inch lateral to the umbilicus',
        why: 'The anterior Chapman reflex point for the adrenal gland lies 2 inches superior and 1 inch lateral to the umbilicus; its posterior point is between the spinous and transverse processes of T11 and T12.',
      },
      {
        text: 'Intercostal space between the 7th and 8th ribs on the right',
        why: 'This is the anterior Chapman point for the pancreas.',
      },
      {
        text: 'Periumbilical region',
        why: 'The periumbilical region holds the anterior Chapman point for the urinary bladder.',
      },
      {
        text: 'Tip of the right 12th rib',
        why: 'The tip of the right 12th rib is the anterior Chapman point for the appendix.',
      },
    ],
    answerIndex: 1,
    rationale: 'Chapman reflex points are small, smooth, firm, tender nodules in the deep fascia that reflect visceral dysfunction through sympathetic (viscerosomatic) pathways; anterior points are used for diagnosis and posterior points for treatment. The affected organ here is the adrenal gland (aldosterone-producing adenoma), whose anterior point is 2 inches superior and 1 inch lateral to the umbilicus.',
    objective: 'Locate the anterior Chapman reflex point of the adrenal gland.',
  },
  {
    id: 'endo-w-omm-gastroparesis-viscerosomatic',
    category: 'Endocrinology',
    examTypes: ['comlex'],
    topic: 'Diabetic gastroparesis: viscerosomatic reflex levels',
    stem: 'A 52-year-old woman with type 1 diabetes mellitus for 25 years comes to the osteopathic physician because of early satiety, postprandial fullness, and nausea for 4 months; several times a week she vomits undigested food eaten many hours earlier. She has diabetic peripheral neuropathy and retinopathy, and her hemoglobin A1c is 9.1%. Vital signs are within normal limits. There is mild epigastric distention with a succussion splash and no tenderness. Upper endoscopy shows no obstruction. Gastric emptying scintigraphy shows 45% retention of the meal at 4 hours. The structural examination shows paraspinal tissue texture changes and segmental restriction in the thoracic region.',
    leadIn: 'At which of the following spinal levels are sympathetic viscerosomatic reflex changes from the affected organ most likely found?',
    options: [
      {
        text: 'T1-T4',
        why: 'T1-T4 carry sympathetic supply to the head, neck and heart (with the heart extending to T5); they do not reflect gastric dysfunction.',
      },
      {
        text: 'T5-T9',
        why: 'The stomach, like the other upper gastrointestinal organs (duodenum, liver, gallbladder, pancreas), receives sympathetic innervation from T5-T9 through the greater splanchnic nerve, so its viscerosomatic changes appear at these levels.',
      },
      {
        text: 'T10-T11',
        why: 'T10-T11 correspond to the small intestine, ascending colon, kidneys, and gonads.',
      },
      {
        text: 'T12-L2',
        why: 'T12-L2 correspond to the descending and sigmoid colon, bladder, uterus and prostate.',
      },
      {
        text: 'S2-S4',
        why: 'S2-S4 carry pelvic parasympathetic (not sympathetic) fibers to the distal colon, bladder and reproductive organs; the stomach receives its parasympathetic supply from the vagus nerve.',
      },
    ],
    answerIndex: 1,
    rationale: 'Delayed gastric emptying without obstruction in a patient with long-standing diabetes and other microvascular complications is diabetic gastroparesis from autonomic neuropathy. Sympathetic afferents from a dysfunctional viscus facilitate the spinal segments that supply it, producing paraspinal tissue texture change at those levels; for the stomach these are T5-T9. Treatment of the corresponding segments (for example with rib raising or paraspinal inhibition) is combined with glycemic control, dietary change and prokinetic therapy.',
    objective: 'Identify T5-T9 as the sympathetic viscerosomatic levels of the stomach.',
  },
];
