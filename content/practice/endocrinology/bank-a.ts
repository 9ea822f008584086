import type { WrittenItem } from '../types';

export const items: readonly WrittenItem[] = [
  {
    id: 'endo-q-myxedema-coma',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Myxedema coma: initial treatment',
    stem: 'A 74-year-old woman is brought to the emergency department by her daughter because of increasing drowsiness and confusion for 2 days. For several months she has been tired, constipated, and intolerant of cold, and 3 days ago she developed a productive cough. She has primary hypothyroidism but stopped taking her thyroid hormone replacement 6 months ago. She lives alone. Temperature is 34.6°C, pulse is 48/min, respirations are 10/min, and blood pressure is 88/56 mm Hg. Oxygen saturation is 91% on room air. She is obtunded but withdraws from pain. Her face is puffy with periorbital edema, the skin is cool, dry, and doughy, and there is nonpitting edema of both legs. Crackles are heard at the right lung base. Serum studies show sodium 129 mEq/L, bicarbonate 27 mEq/L, glucose 64 mg/dL, creatinine 1.3 mg/dL, and creatine kinase 620 U/L. TSH is 68 μU/mL, and free T4 is 0.2 ng/dL. Arterial blood gas analysis on room air shows pH 7.30 and PCO₂ 58 mm Hg. She is intubated for hypoventilation, blood and sputum cultures are obtained, and intravenous antibiotics are started.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Hypertonic (3%) saline by intravenous bolus',
        why: 'Hypertonic saline is for severe symptoms caused by hyponatremia, usually with a sodium far below 129 mEq/L; the mild hyponatremia here reflects hypothyroidism and corrects with thyroid hormone.',
      },
      {
        text: 'Intravenous hydrocortisone and levothyroxine',
        why: 'Intravenous levothyroxine (a loading dose, then daily doses) restores thyroid hormone quickly, and stress-dose hydrocortisone is given with or before it, because coexisting adrenal insufficiency is possible and thyroid hormone speeds cortisol clearance.',
      },
      {
        text: 'Intravenous naloxone',
        why: 'Naloxone reverses opioid toxicity, which would cause miosis and hypoventilation without myxedematous skin, hypothermia, or a TSH of 68 μU/mL.',
      },
      {
        text: 'Oral levothyroxine through a nasogastric tube',
        why: 'Oral thyroid hormone is used for stable hypothyroidism; in myxedema coma gut edema and ileus make absorption unreliable, and adrenal insufficiency must also be covered.',
      },
      {
        text: 'Rapid active external rewarming',
        why: 'Active external rewarming can cause peripheral vasodilation and cardiovascular collapse in a patient who cannot raise cardiac output; passive rewarming with blankets is used while thyroid hormone takes effect.',
      },
    ],
    answerIndex: 1,
    rationale:
      'An older woman who stopped thyroid hormone, with hypothermia, bradycardia, hypotension, hypoventilation with hypercapnia, hyponatremia, hypoglycemia, a high creatine kinase, a very high TSH and a very low free T4, and altered mental status triggered by pneumonia, has myxedema coma. It is a medical emergency with high mortality. Alongside ventilatory support, treatment of the infection and passive rewarming, the key step is intravenous thyroid hormone together with stress-dose intravenous hydrocortisone until adrenal insufficiency is excluded.',
    objective: 'Treat myxedema coma with intravenous levothyroxine plus hydrocortisone and supportive care.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Myxedema coma: give IV levothyroxine with IV hydrocortisone, support ventilation, rewarm passively and treat the trigger.',
  },
  {
    id: 'endo-q-postpartum-thyroiditis',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Postpartum thyroiditis: treatment',
    stem: 'A 29-year-old woman comes to the physician 3 months after the vaginal delivery of her second child because of palpitations, anxiety, and poor sleep for 3 weeks. She is breastfeeding. She has no neck pain or fever and no history of thyroid disease. Temperature is 37.2°C, pulse is 108/min, and blood pressure is 124/72 mm Hg. Her skin is warm and moist, and there is a fine tremor of the outstretched hands. The thyroid gland is slightly enlarged, smooth, and nontender, without a bruit. There is no proptosis or periorbital edema. Serum TSH is below 0.01 μU/mL, and free T4 is 2.4 ng/dL. Thyroid peroxidase antibodies are positive, and thyrotropin receptor antibodies are negative. The erythrocyte sedimentation rate is 12 mm/h.',
    leadIn: 'Which of the following is the most appropriate pharmacotherapy?',
    options: [
      {
        text: 'Methimazole',
        why: 'Thionamides block new hormone synthesis, which is not increased here; they are right for postpartum Graves disease, which has positive thyrotropin receptor antibodies and high radioiodine uptake.',
      },
      {
        text: 'Potassium iodide',
        why: 'Iodide blocks hormone release in thyroid storm and prepares a Graves gland for surgery; it has no role in destructive thyroiditis and passes into breast milk.',
      },
      {
        text: 'Prednisone',
        why: 'Glucocorticoids are used for severe, painful subacute granulomatous thyroiditis with a high sedimentation rate; this gland is painless and the sedimentation rate is normal.',
      },
      {
        text: 'Propranolol',
        why: 'A beta-blocker relieves adrenergic symptoms during the short thyrotoxic phase; propranolol or metoprolol is compatible with breastfeeding.',
      },
      {
        text: 'Propylthiouracil',
        why: 'Propylthiouracil, like methimazole, cannot lower the release of preformed hormone and carries a risk of severe liver injury; it is reserved for Graves disease in the first trimester or thyroid storm.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Thyrotoxicosis within a year of delivery, with a small painless goiter, no ophthalmopathy, positive thyroid peroxidase antibodies and negative thyrotropin receptor antibodies, is postpartum (painless lymphocytic) thyroiditis. Autoimmune inflammation releases preformed hormone, so synthesis is low and antithyroid drugs do nothing. Treatment is a beta-blocker for symptoms, with TSH checked every 4 to 8 weeks, because a hypothyroid phase often follows and some women develop permanent hypothyroidism.',
    objective: 'Treat the thyrotoxic phase of postpartum thyroiditis with a beta-blocker rather than antithyroid drugs.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Painless thyrotoxicosis after delivery with negative TSH-receptor antibodies is postpartum thyroiditis: treat symptoms with a beta-blocker and watch for hypothyroidism.',
  },
  {
    id: 'endo-q-papillary-thyroid-carcinoma-risk',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Papillary thyroid carcinoma: risk factor',
    stem: 'A 36-year-old woman comes to the physician because of a painless lump in her neck that she noticed 2 months ago. She has no hoarseness, dysphagia, or weight loss. Pulse is 76/min, and blood pressure is 118/74 mm Hg. There is a 1.8-cm firm nodule in the left lobe of the thyroid gland and a 1.5-cm firm, nontender lymph node in the left lateral neck. Serum TSH is 1.6 μU/mL. Ultrasonography shows a solid, hypoechoic nodule with microcalcifications. Fine-needle aspiration of the nodule shows papillary clusters of cells whose enlarged, overlapping nuclei have finely dispersed chromatin, longitudinal grooves, and intranuclear inclusions; a few laminated calcified bodies are present.',
    leadIn: 'Which of the following is the strongest known risk factor for this patient\'s condition?',
    options: [
      {
        text: 'Childhood ionizing radiation',
        why: 'Radiation to the head and neck in childhood (therapeutic irradiation, or fallout as after Chernobyl) is the best-established risk factor for papillary carcinoma, often through RET/PTC rearrangements.',
      },
      {
        text: 'Chronic lithium therapy',
        why: 'Lithium inhibits hormone release and causes goiter and hypothyroidism, and sometimes hyperparathyroidism, but it is not a cause of thyroid carcinoma.',
      },
      {
        text: 'Cigarette smoking',
        why: 'Smoking strongly predisposes to Graves ophthalmopathy; it is not a risk factor for differentiated thyroid cancer.',
      },
      {
        text: 'Dietary iodine deficiency',
        why: 'Iodine deficiency is linked to endemic goiter and to follicular and anaplastic carcinoma rather than papillary carcinoma.',
      },
      {
        text: 'Germline RET proto-oncogene mutation',
        why: 'Germline activating RET mutations cause medullary thyroid carcinoma in multiple endocrine neoplasia type 2; papillary carcinoma involves somatic rearrangements or BRAF mutations instead.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A thyroid nodule with microcalcifications, a firm lateral neck node, and cytology showing enlarged, overlapping, pale (ground-glass) nuclei with grooves and intranuclear inclusions and psammoma bodies is papillary thyroid carcinoma, the most common thyroid cancer. It spreads through lymphatics to cervical nodes and has an excellent prognosis. Its strongest known risk factor is exposure of the thyroid to ionizing radiation in childhood; BRAF V600E mutations and RET/PTC rearrangements are the typical somatic changes.',
    objective: 'Identify childhood radiation exposure as the main risk factor for papillary thyroid carcinoma.',
    task: 'risk-factor',
    steps: 2,
    takeHome: 'Papillary thyroid carcinoma (grooved, ground-glass nuclei, psammoma bodies, nodal spread) is most strongly linked to childhood neck irradiation.',
  },
  {
    id: 'endo-q-men2a-prophylactic-thyroidectomy',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'MEN 2A carrier: prevention of medullary thyroid carcinoma',
    stem: 'A 4-year-old boy is brought to the physician after his father was diagnosed with medullary thyroid carcinoma and a pheochromocytoma. The father carries a germline RET mutation at codon 634, and genetic testing shows that the boy carries the same mutation. The boy is healthy, and his growth and development are normal. Pulse is 96/min, and blood pressure is 96/58 mm Hg. No thyroid nodules or cervical lymph nodes are palpable. Serum calcitonin is slightly above the age-specific reference range. Neck ultrasonography shows no nodules or abnormal lymph nodes.',
    leadIn: 'Which of the following is the most appropriate management?',
    options: [
      {
        text: 'Annual serum calcitonin measurement',
        why: 'Calcitonin surveillance alone may be used to time surgery in carriers of moderate-risk RET mutations; with a high-risk codon 634 mutation and a calcitonin already rising, waiting allows the carcinoma to spread.',
      },
      {
        text: 'Levothyroxine suppression of TSH',
        why: 'C cells are not TSH-dependent, so suppressing TSH neither prevents nor slows medullary carcinoma.',
      },
      {
        text: 'Radioactive iodine ablation',
        why: 'Parafollicular C cells do not concentrate iodine, so radioiodine does not treat or prevent medullary carcinoma.',
      },
      {
        text: 'Thyroid lobectomy',
        why: 'C-cell hyperplasia in hereditary disease is bilateral and multifocal, so a lobectomy leaves tissue at risk in the other lobe.',
      },
      {
        text: 'Total thyroidectomy',
        why: 'Prophylactic total thyroidectomy, by about 5 years of age for high-risk (codon 634) carriers and earlier if calcitonin rises, removes all C cells before medullary carcinoma metastasizes.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Nearly all RET mutation carriers develop medullary thyroid carcinoma, which arises from C-cell hyperplasia, is multifocal and bilateral, and cannot be treated with radioiodine or TSH suppression. Timing of surgery follows the mutation risk class: for a high-risk codon 634 carrier, total thyroidectomy is advised at or before 5 years of age, guided by the calcitonin level. This child\'s calcitonin is already rising, so surgery should not be delayed. Screening for pheochromocytoma starts later in childhood.',
    objective: 'Recommend prophylactic total thyroidectomy for a child who carries a high-risk RET mutation.',
    task: 'prevention',
    steps: 2,
    takeHome: 'Children with a high-risk RET mutation (MEN 2A codon 634) need total thyroidectomy by about age 5, sooner if calcitonin rises.',
  },
  {
    id: 'endo-q-nonthyroidal-illness',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Nonthyroidal illness syndrome',
    stem: 'A 66-year-old man is in the intensive care unit on day 6 of treatment for septic shock due to pneumonia. He no longer needs vasopressors, and he is improving. He has no history of thyroid disease and has not received amiodarone, dopamine, glucocorticoids, or iodinated contrast. Temperature is 37.4°C, pulse is 92/min, and blood pressure is 118/70 mm Hg. There is no goiter. Serum TSH is 0.9 μU/mL, free T4 is 1.0 ng/dL, and total T3 is 45 ng/dL (reference range 80-180 ng/dL). Serum reverse T3 is elevated.',
    leadIn: 'Which of the following best explains these laboratory findings?',
    options: [
      {
        text: 'Autoimmune destruction of thyroid follicles',
        why: 'Hashimoto thyroiditis lowers free T4 and raises TSH; here both are normal.',
      },
      {
        text: 'Impaired peripheral deiodination of T4',
        why: 'In acute illness, cytokines, fasting and stress reduce 5\'-deiodinase activity (less T3 made) and favor inner-ring deiodination to reverse T3, which is also cleared more slowly.',
      },
      {
        text: 'Increased thyroxine-binding globulin',
        why: 'Excess binding protein (from estrogen or pregnancy) raises total T4 and T3 while free T4 and TSH stay normal; it does not lower T3 or raise reverse T3.',
      },
      {
        text: 'Inhibition of thyroid peroxidase',
        why: 'Thionamides and iodine excess can block synthesis, lowering T4 and raising TSH; he has received neither.',
      },
      {
        text: 'Ischemic necrosis of the pituitary',
        why: 'Pituitary infarction causes central hypothyroidism with a low free T4 and a low or inappropriately normal TSH, together with other hormone deficits; free T4 here is normal.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A low total T3 with a high reverse T3 and normal TSH and free T4 in a critically ill patient without thyroid disease or interfering drugs is the nonthyroidal illness (euthyroid sick) syndrome. It reflects altered peripheral metabolism of thyroid hormone: less T4 is converted to active T3 and more to inactive reverse T3. In prolonged, severe illness T4 and TSH can also fall. Thyroid hormone treatment does not help; tests are repeated after recovery, when a transient rise in TSH is common.',
    objective: 'Recognize nonthyroidal illness syndrome and its mechanism, reduced conversion of T4 to T3.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Low T3 with high reverse T3 and normal TSH in acute illness is nonthyroidal illness from reduced T4-to-T3 conversion: do not treat, retest after recovery.',
  },
  {
    id: 'endo-q-levothyroxine-overreplacement',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Levothyroxine overreplacement',
    stem: 'A 71-year-old woman comes to the physician for a routine follow-up examination. She developed hypothyroidism after radioactive iodine treatment for Graves disease 10 years ago. Six months ago another physician increased her levothyroxine dose to 175 μg daily because of fatigue, although her TSH was normal at that time. She now feels well apart from mild heat intolerance. Pulse is 92/min and regular, and blood pressure is 138/70 mm Hg. There is a fine tremor of the outstretched hands. Serum TSH is 0.04 μU/mL, and free T4 is 1.9 ng/dL.',
    leadIn: 'Unless her dose is reduced, this patient is at greatest risk for which of the following?',
    options: [
      {
        text: 'Atrial fibrillation',
        why: 'A suppressed TSH (below 0.1 μU/mL) in a person over 60 years of age roughly triples the risk of atrial fibrillation and, in postmenopausal women, accelerates bone loss.',
      },
      {
        text: 'Carpal tunnel syndrome',
        why: 'Median nerve compression from mucopolysaccharide deposition is a feature of untreated hypothyroidism, not of excess replacement.',
      },
      {
        text: 'Hyperlipidemia',
        why: 'Hypothyroidism reduces LDL receptor expression and raises LDL cholesterol; excess thyroid hormone lowers it.',
      },
      {
        text: 'Hyponatremia',
        why: 'Severe hypothyroidism impairs free water excretion and causes hyponatremia; overreplacement does not.',
      },
      {
        text: 'Sinus bradycardia',
        why: 'Bradycardia accompanies hypothyroidism; excess thyroid hormone causes sinus tachycardia and atrial arrhythmias.',
      },
    ],
    answerIndex: 0,
    rationale:
      'A TSH of 0.04 μU/mL with a high free T4 (1.9 ng/dL), tremor and heat intolerance on a recently increased levothyroxine dose is iatrogenic thyrotoxicosis. In older adults a suppressed TSH is associated with atrial fibrillation (thyroid hormone increases sinoatrial firing and shortens the atrial refractory period) and with osteoporosis and fractures. The dose should be reduced and TSH rechecked in 6 to 8 weeks, aiming for a TSH in the reference range.',
    objective: 'Recognize levothyroxine overreplacement in an older adult and its main risk, atrial fibrillation.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'A suppressed TSH on levothyroxine in an older adult means overreplacement: lower the dose to avoid atrial fibrillation and bone loss.',
  },
  {
    id: 'endo-q-methimazole-agranulocytosis',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Methimazole: agranulocytosis',
    stem: 'A 34-year-old woman comes to the physician because of fever, sore throat, and painful mouth ulcers for 2 days. Six weeks ago she was diagnosed with Graves disease and started methimazole 20 mg daily. She takes no other medications. Temperature is 39.1°C, pulse is 112/min, respirations are 18/min, and blood pressure is 112/68 mm Hg. The pharynx is erythematous with tonsillar exudate, and there are several shallow ulcers on the buccal mucosa. The thyroid gland is diffusely enlarged and nontender.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Continue methimazole and begin oral penicillin V',
        why: 'Treating the pharyngitis as streptococcal while continuing the drug ignores possible agranulocytosis, in which further exposure can be fatal.',
      },
      {
        text: 'Perform a rapid antigen test for group A streptococci',
        why: 'A rapid strep test is appropriate for ordinary pharyngitis, but in a patient taking a thionamide the priority is to stop the drug and look for neutropenia.',
      },
      {
        text: 'Reduce the methimazole dose by half',
        why: 'Agranulocytosis is idiosyncratic and immune-mediated rather than dose-dependent, so a lower dose does not make continued use safe.',
      },
      {
        text: 'Stop methimazole and measure the neutrophil count',
        why: 'Fever or sore throat in a patient taking a thionamide requires stopping the drug immediately and obtaining a complete blood count with differential; an absolute neutrophil count below 500/mm³ confirms agranulocytosis.',
      },
      {
        text: 'Switch to propylthiouracil',
        why: 'Cross-reactivity between thionamides is substantial, so after suspected or proven agranulocytosis neither drug should be used; radioiodine or surgery is chosen instead.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Fever, pharyngitis and oral ulcers within the first 3 months of thionamide therapy suggest agranulocytosis, a rare (about 0.3%) but life-threatening adverse effect of methimazole and propylthiouracil. The drug is stopped at once and a complete blood count with differential is obtained. If agranulocytosis is confirmed, the patient is treated as febrile neutropenia with broad-spectrum antibiotics (granulocyte colony-stimulating factor may be used), and the Graves disease is later treated definitively with radioiodine or thyroidectomy, not another thionamide.',
    objective: 'Stop a thionamide and check the neutrophil count when fever or sore throat develops.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Fever or sore throat on methimazole or PTU: stop the drug and check the neutrophil count at once; never switch to the other thionamide after agranulocytosis.',
  },
  {
    id: 'endo-q-factitious-thyrotoxicosis',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Thyrotoxicosis with low radioiodine uptake: exogenous hormone',
    stem: 'A 26-year-old woman who works as a nurse comes to the physician because of palpitations and a 5-kg weight loss over 3 months. She would like to lose more weight. She says she takes no medications or supplements. She has no neck pain and no recent illness or iodinated contrast exposure. Temperature is 37.2°C, pulse is 110/min, and blood pressure is 132/68 mm Hg. There is a fine tremor of the outstretched hands. There is no proptosis or lid retraction. The thyroid gland is small and nontender. Serum TSH is below 0.01 μU/mL, and free T4 is 2.8 ng/dL. Twenty-four-hour radioactive iodine uptake is 2% (reference range 10-30%).',
    leadIn: 'Which of the following is most likely to establish the cause of her thyrotoxicosis?',
    options: [
      {
        text: 'Erythrocyte sedimentation rate',
        why: 'A high sedimentation rate supports subacute granulomatous thyroiditis, which causes a painful, tender gland after a viral illness; her gland is small and painless.',
      },
      {
        text: 'Serum thyroglobulin',
        why: 'Thyroglobulin is released from the gland in thyroiditis (high) but suppressed when exogenous hormone shuts down the gland (low), so it separates these two causes of low-uptake thyrotoxicosis.',
      },
      {
        text: 'Thyroid peroxidase antibodies',
        why: 'These antibodies are found in Hashimoto thyroiditis, painless thyroiditis and Graves disease alike, and in many healthy people, so they cannot separate the causes of low-uptake thyrotoxicosis.',
      },
      {
        text: 'Thyroid ultrasonography with Doppler',
        why: 'Increased glandular blood flow suggests Graves disease, which is already excluded by the low uptake; ultrasonography does not reliably distinguish exogenous hormone from thyroiditis.',
      },
      {
        text: 'Thyrotropin receptor antibodies',
        why: 'These antibodies confirm Graves disease, which would show high, diffuse uptake; the 2% uptake excludes it.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Thyrotoxicosis with near-absent radioiodine uptake means hormone is not being made by the gland: either it is leaking from an inflamed gland (painless or subacute thyroiditis) or it is being taken. A small, nontender gland, no recent illness or iodine load, access to medications and a wish to lose weight suggest surreptitious levothyroxine use. Serum thyroglobulin distinguishes the two: low with exogenous hormone, high with thyroiditis (unless thyroglobulin antibodies interfere).',
    objective: 'Use serum thyroglobulin to identify exogenous thyroid hormone as the cause of low-uptake thyrotoxicosis.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Thyrotoxicosis with low radioiodine uptake: a low thyroglobulin points to exogenous hormone; a high one points to thyroiditis.',
    table: {
      caption: 'Thyrotoxicosis by radioiodine uptake',
      header: ['Cause', 'Uptake', 'Thyroglobulin'],
      rows: [
        ['Graves disease', 'High, diffuse', 'High'],
        ['Toxic nodule or multinodular goiter', 'High, focal', 'High'],
        ['Painless or subacute thyroiditis', 'Low', 'High'],
        ['Exogenous thyroid hormone', 'Low', 'Low'],
      ],
    },
  },
  {
    id: 'endo-q-tbg-excess-estrogen',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Thyroxine-binding globulin excess',
    stem: 'A 32-year-old woman comes to the physician because a total T4 concentration measured at a workplace health screening was high. She feels well and has no palpitations, heat intolerance, or weight change. She began taking a combined estrogen-progestin oral contraceptive 6 months ago and takes no other medications. Pulse is 72/min, and blood pressure is 114/70 mm Hg. The thyroid gland is normal to palpation, and there is no tremor. Serum total T4 is 14.8 μg/dL (reference range 5.0-12.0 μg/dL), TSH is 1.9 μU/mL, and free T4 is 1.3 ng/dL.',
    leadIn: 'Which of the following is the most likely explanation for these laboratory results?',
    options: [
      {
        text: 'Early subclinical hyperthyroidism',
        why: 'Subclinical hyperthyroidism is defined by a low TSH with normal free hormone levels; her TSH is normal.',
      },
      {
        text: 'Exogenous thyroid hormone ingestion',
        why: 'Taking thyroid hormone would suppress TSH and raise free T4.',
      },
      {
        text: 'Generalized resistance to thyroid hormone',
        why: 'Receptor resistance raises free T4 and T3 with a normal or high TSH; her free T4 is normal.',
      },
      {
        text: 'Increased thyroxine-binding globulin',
        why: 'Estrogen increases hepatic production and sialylation of thyroxine-binding globulin, so more T4 is bound and total T4 rises while free T4 and TSH remain normal.',
      },
      {
        text: 'Thyrotropin-secreting pituitary adenoma',
        why: 'A TSH-secreting adenoma causes hyperthyroidism with a high free T4 and a normal or high TSH, often with a goiter and headache.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Only free hormone is biologically active and regulates TSH. Estrogen from an oral contraceptive (or from pregnancy) raises thyroxine-binding globulin, so total T4 is high while free T4 and TSH stay normal and the patient is euthyroid. No treatment is needed. The reverse pattern, a low total T4 with normal free T4, occurs with low binding globulin from androgens, glucocorticoids, nephrotic syndrome or liver failure. A patient already taking levothyroxine, however, may need a higher dose when estrogen is started.',
    objective: 'Interpret a high total T4 with normal free T4 and TSH as a binding-protein effect of estrogen.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Estrogen (pregnancy or oral contraceptives) raises TBG: total T4 rises but free T4 and TSH stay normal, so no treatment is needed.',
  },
  {
    id: 'endo-q-primary-thyroid-lymphoma',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Primary thyroid lymphoma',
    stem: 'A 68-year-old woman comes to the physician because of a rapidly enlarging neck mass for 6 weeks. She has a sensation of pressure in the neck, difficulty swallowing solid food, and hoarseness, and she has had night sweats and a 4-kg weight loss. She has had Hashimoto thyroiditis for 15 years and takes levothyroxine. Temperature is 37.6°C, pulse is 84/min, and blood pressure is 128/76 mm Hg. The thyroid gland is asymmetrically enlarged, firm, and nontender, and there are several enlarged, rubbery cervical lymph nodes on both sides. Serum TSH is 2.1 μU/mL. Ultrasonography shows a large, markedly hypoechoic, homogeneous mass in the right lobe without calcifications or necrosis.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Anaplastic thyroid carcinoma',
        why: 'Anaplastic carcinoma also grows rapidly in older adults, but it usually arises in a long-standing goiter or differentiated cancer, appears heterogeneous with necrosis and calcification, and is not linked to Hashimoto thyroiditis.',
      },
      {
        text: 'Medullary thyroid carcinoma',
        why: 'Medullary carcinoma presents as a nodule with high calcitonin, sometimes with diarrhea or a family history of MEN 2; it does not cause rapid diffuse growth with systemic symptoms.',
      },
      {
        text: 'Papillary thyroid carcinoma',
        why: 'Papillary carcinoma grows slowly, has microcalcifications on ultrasonography and causes neither night sweats nor rapid enlargement over weeks.',
      },
      {
        text: 'Primary thyroid lymphoma',
        why: 'Lymphoma arises from the intrathyroidal lymphoid tissue of Hashimoto thyroiditis, which raises the risk many times; it causes a rapidly enlarging, markedly hypoechoic mass with compressive and B symptoms.',
      },
      {
        text: 'Riedel thyroiditis',
        why: 'Riedel thyroiditis causes a stony-hard, fixed gland from fibrosis that extends into neighboring tissues, progressing over months to years without lymphadenopathy or night sweats.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Rapid enlargement of the thyroid over weeks in an older woman with long-standing Hashimoto thyroiditis, with compressive symptoms, B symptoms (night sweats, weight loss), bilateral cervical lymphadenopathy and a homogeneous, markedly hypoechoic mass, is primary thyroid lymphoma, usually diffuse large B-cell lymphoma or MALT lymphoma. The diagnosis is made by core-needle or open biopsy, because fine-needle aspiration often cannot classify lymphoma. Treatment is chemotherapy with rituximab, often with radiation, rather than thyroidectomy.',
    objective: 'Recognize primary thyroid lymphoma as the cause of a rapidly enlarging goiter in Hashimoto thyroiditis.',
    task: 'diagnosis',
    steps: 2,
    takeHome: 'A rapidly enlarging goiter with B symptoms in an older patient with Hashimoto thyroiditis suggests primary thyroid lymphoma; confirm with a core biopsy.',
  },
  {
    id: 'endo-q-hypothyroidism-pregnancy-dose',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hypothyroidism in pregnancy: levothyroxine dose',
    stem: 'A 30-year-old woman, gravida 1, para 0, comes to the physician because a home pregnancy test was positive yesterday. Her last menstrual period began 5 weeks ago. She has had Hashimoto thyroiditis for 4 years and takes levothyroxine 100 μg daily; her TSH was 1.8 μU/mL three months ago. She feels well. Pulse is 76/min, and blood pressure is 112/70 mm Hg. Examination shows no abnormalities. Serum β-hCG is 1,850 mIU/mL.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Continue the current dose until 20 weeks\' gestation',
        why: 'Requirements rise early in the first trimester, when the fetus depends entirely on maternal T4; waiting risks maternal hypothyroidism during fetal brain development.',
      },
      {
        text: 'Decrease the dose by about 25%',
        why: 'A lower dose would worsen the relative deficiency that pregnancy creates; a dose reduction is made after delivery, when needs return to prepregnancy levels.',
      },
      {
        text: 'Increase the dose by about 30%',
        why: 'Thyroxine requirements rise by 25% to 50% in the first half of pregnancy, so the dose is increased as soon as pregnancy is confirmed (for example, two extra daily doses each week), with TSH checked every 4 weeks.',
      },
      {
        text: 'Stop thyroid hormone until organogenesis ends',
        why: 'Levothyroxine is not teratogenic and is essential; stopping it causes maternal hypothyroidism, which is linked to miscarriage and impaired fetal neurodevelopment.',
      },
      {
        text: 'Switch to liothyronine',
        why: 'T3 does not cross the placenta well and the fetal brain relies on maternal T4 converted locally, so levothyroxine is the drug of choice in pregnancy.',
      },
    ],
    answerIndex: 2,
    rationale:
      'In pregnancy, estrogen raises thyroxine-binding globulin, the volume of distribution expands, placental deiodinase degrades T4, and hCG-driven synthesis cannot compensate in a woman without a functioning thyroid. The fetus depends on maternal T4 until its own thyroid functions from about 10 to 12 weeks, and partly thereafter. Women already taking levothyroxine should increase the dose by about 25% to 30% once pregnancy is confirmed and keep TSH in the lower half of the trimester-specific range, with testing every 4 weeks until midgestation.',
    objective: 'Increase levothyroxine by about 30% as soon as pregnancy is confirmed in a woman with hypothyroidism.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Pregnant women on levothyroxine need about 25-30% more as soon as pregnancy is confirmed, with TSH checked every 4 weeks to midgestation.',
  },
  {
    id: 'endo-q-thyroidectomy-superior-laryngeal-nerve',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Thyroidectomy: external branch of the superior laryngeal nerve',
    stem: 'A 41-year-old woman who sings professionally comes to the physician 3 weeks after a total thyroidectomy for a large multinodular goiter. Since the operation, her voice tires quickly and she cannot reach the high notes she could sing before; her speaking voice is slightly weaker but not hoarse. She has no difficulty breathing, no coughing when she drinks, and no tingling around her mouth or in her fingers. Vital signs are within normal limits. The incision is well healed. Serum calcium is 9.2 mg/dL. Laryngoscopy shows that both vocal folds abduct and adduct fully.',
    leadIn: 'Injury to which of the following nerves most likely explains her symptoms?',
    options: [
      {
        text: 'Ansa cervicalis',
        why: 'The ansa cervicalis supplies the infrahyoid (strap) muscles, which may be divided at thyroidectomy with little effect on voice pitch.',
      },
      {
        text: 'External branch of the superior laryngeal nerve',
        why: 'This branch runs with the superior thyroid artery to the cricothyroid muscle, which tenses the vocal folds to raise pitch; it can be injured when the superior pole vessels are ligated, leaving fold movement normal.',
      },
      {
        text: 'Hypoglossal nerve',
        why: 'Hypoglossal injury weakens the tongue (deviation toward the injured side) and affects articulation, not pitch; the nerve lies well above the thyroid.',
      },
      {
        text: 'Internal branch of the superior laryngeal nerve',
        why: 'The internal branch carries sensation from the larynx above the vocal folds; injury causes loss of the cough reflex and aspiration rather than loss of high pitch.',
      },
      {
        text: 'Recurrent laryngeal nerve',
        why: 'The recurrent laryngeal nerve, near the inferior thyroid artery, supplies all intrinsic laryngeal muscles except the cricothyroid; injury paralyzes the vocal fold and causes hoarseness, or stridor if bilateral.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Loss of the upper vocal range and vocal fatigue after thyroidectomy, with fully mobile vocal folds, normal calcium and no aspiration, point to paralysis of the cricothyroid muscle. The cricothyroid tilts the thyroid cartilage forward on the cricoid, lengthening and tensing the vocal folds to raise pitch. Its nerve, the external branch of the superior laryngeal nerve (from the vagus), runs close to the superior thyroid artery and is at risk when the superior pole vessels are ligated.',
    objective: 'Link loss of high pitch with mobile vocal folds after thyroidectomy to the external branch of the superior laryngeal nerve.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'Lost high pitch and vocal fatigue with mobile vocal folds after thyroidectomy: external branch of the superior laryngeal nerve (cricothyroid), beside the superior thyroid artery.',
  },
  {
    id: 'endo-q-thyrotoxicosis-beta-receptors',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Thyrotoxicosis: adrenergic symptoms',
    stem: 'A 31-year-old woman comes to the physician because of palpitations, tremor, anxiety, and heat intolerance for 2 months. Pulse is 118/min, and blood pressure is 138/64 mm Hg. Her skin is warm and moist, there is a fine tremor of the hands, and the thyroid gland is diffusely enlarged with a bruit. Serum TSH is below 0.01 μU/mL, free T4 is 3.6 ng/dL, and thyrotropin receptor antibodies are positive. Plasma catecholamine concentrations are within the reference range. Methimazole and propranolol are started. Two days later her palpitations and tremor are much improved, and her pulse is 84/min, although free T4 is unchanged.',
    leadIn: 'Which of the following effects of thyroid hormone best explains her rapid response to propranolol?',
    options: [
      {
        text: 'Decreased systemic vascular resistance',
        why: 'Thyroid hormone does lower vascular resistance, widening pulse pressure, but a beta-blocker does not act by reversing this effect.',
      },
      {
        text: 'Increased beta-adrenergic receptor expression',
        why: 'Thyroid hormone increases the number of beta-1 receptors in the heart and other tissues, so normal catecholamine levels produce exaggerated effects that a beta-blocker counters.',
      },
      {
        text: 'Increased catecholamine release from the adrenal medulla',
        why: 'Circulating catecholamines are normal or low in thyrotoxicosis; raised levels with paroxysmal symptoms would suggest pheochromocytoma.',
      },
      {
        text: 'Increased sodium-potassium ATPase activity',
        why: 'Induction of the sodium pump raises oxygen consumption and heat production (the basis of heat intolerance) but is not what propranolol blocks.',
      },
      {
        text: 'Stimulation of cardiac TSH receptors',
        why: 'TSH is suppressed in Graves disease, and cardiac effects are mediated by thyroid hormone, not by TSH or TSH receptor antibodies acting on the heart.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Graves disease causes thyrotoxicosis with prominent adrenergic features (tachycardia, tremor, anxiety, sweating) even though catecholamine levels are normal. Thyroid hormone acts through nuclear receptors to increase the expression of beta-1 adrenergic receptors and other components of the cardiac response, so tissues become more sensitive to ordinary sympathetic tone. Beta-blockers therefore relieve these symptoms within hours, long before methimazole lowers hormone levels; propranolol in high doses also modestly reduces conversion of T4 to T3.',
    objective: 'Explain the adrenergic features of thyrotoxicosis by increased beta-adrenergic receptor expression.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Thyroid hormone raises beta-adrenergic receptor density while catecholamines stay normal, so beta-blockers relieve tachycardia, tremor and anxiety in thyrotoxicosis.',
  },
  {
    id: 'endo-q-thyroglossal-duct-cyst',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Thyroglossal duct cyst',
    stem: 'A 7-year-old boy is brought to the physician because of a painless lump in the front of his neck that his parents noticed 2 months ago. Last month the lump became red and tender during an upper respiratory infection and then settled with oral antibiotics. Pulse is 92/min, and blood pressure is 100/62 mm Hg. There is a 1.5-cm smooth, round, nontender mass in the midline of the upper neck, above the thyroid cartilage; it moves upward when he swallows and when he sticks out his tongue. Ultrasonography shows a thin-walled, anechoic cyst and a normal thyroid gland in its usual position. Serum TSH is 2.2 μU/mL. Surgical excision is planned.',
    leadIn: 'To minimize recurrence, the excision should include which of the following structures?',
    options: [
      {
        text: 'Anterior belly of the digastric muscle',
        why: 'The digastric muscle lies in the submandibular region and is not related to the embryologic tract of the thyroid.',
      },
      {
        text: 'Central portion of the hyoid bone',
        why: 'The thyroglossal tract passes through or just in front of the body of the hyoid, so the Sistrunk operation removes the cyst, its tract and the central hyoid to prevent recurrence.',
      },
      {
        text: 'Ipsilateral submandibular gland',
        why: 'The submandibular gland is removed for chronic sialadenitis or salivary tumors, not for a midline congenital cyst.',
      },
      {
        text: 'Isthmus and pyramidal lobe of the thyroid',
        why: 'The pyramidal lobe is the lowest remnant of the duct, but the thyroid, which here is normal and in place, is left intact; removing it would cause hypothyroidism without lowering recurrence.',
      },
      {
        text: 'Tract to the palatine tonsillar fossa',
        why: 'A tract to the tonsillar fossa belongs to a second branchial cleft anomaly, which lies laterally along the anterior border of the sternocleidomastoid muscle.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A midline upper neck cyst that rises with swallowing and tongue protrusion and becomes infected with respiratory infections is a thyroglossal duct cyst, the most common congenital neck mass in children. The thyroid descends from the foramen cecum at the base of the tongue along the thyroglossal duct, which passes in close relation to the hyoid bone. Ultrasonography first confirms a normal thyroid, because an ectopic gland may be the only thyroid tissue. Simple cyst excision often recurs; the Sistrunk procedure, which also removes the central hyoid and the tract toward the tongue base, lowers recurrence markedly.',
    objective: 'Identify a thyroglossal duct cyst and the need to excise the central hyoid bone with it.',
    task: 'anatomy',
    steps: 2,
    takeHome: 'A midline neck cyst that rises with tongue protrusion is a thyroglossal duct cyst; the Sistrunk operation removes the central hyoid with the tract.',
  },
  {
    id: 'endo-q-primary-hyperparathyroidism-surgery',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Primary hyperparathyroidism: indications for surgery',
    stem: 'A 62-year-old woman comes to the physician for follow-up of a high serum calcium concentration found on routine testing. She has no symptoms and no history of kidney stones or fractures. She takes no medications, including thiazides, lithium, or calcium or vitamin D supplements, and there is no family history of hypercalcemia. Pulse is 74/min, and blood pressure is 126/78 mm Hg. Examination shows no abnormalities. Serum calcium is 10.9 mg/dL, phosphorus is 2.6 mg/dL, albumin is 4.2 g/dL, and creatinine is 0.8 mg/dL (estimated glomerular filtration rate 82 mL/min/1.73 m²). Intact parathyroid hormone is 92 pg/mL (reference range 10-65 pg/mL), 25-hydroxyvitamin D is 34 ng/mL, and 24-hour urinary calcium is 240 mg. Dual-energy x-ray absorptiometry shows a T-score of -2.7 at the lumbar spine and -1.9 at the femoral neck. Renal ultrasonography shows no stones or nephrocalcinosis.',
    leadIn: 'Which of the following is the most appropriate management?',
    options: [
      {
        text: 'Alendronate',
        why: 'A bisphosphonate improves bone density in primary hyperparathyroidism when surgery is declined or not possible, but it does not correct the cause or the hypercalcemia.',
      },
      {
        text: 'Cinacalcet',
        why: 'The calcimimetic lowers calcium and PTH in patients who cannot have surgery, but it does not improve bone density or cure the disease.',
      },
      {
        text: 'Observation with yearly calcium testing',
        why: 'Surveillance is appropriate for asymptomatic patients who meet no surgical criterion; osteoporosis is one of those criteria.',
      },
      {
        text: 'Parathyroidectomy',
        why: 'Surgery is curative in about 95% of cases and is indicated in asymptomatic disease when any criterion is met, including a T-score of -2.5 or lower at the spine, hip or distal radius; bone density improves afterward.',
      },
      {
        text: 'Teriparatide',
        why: 'Teriparatide is a PTH analog used for severe osteoporosis; it is contraindicated in hyperparathyroidism and hypercalcemia.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Hypercalcemia with an elevated PTH, low-normal phosphorus, normal vitamin D and urinary calcium that is not low establishes primary hyperparathyroidism. Although she is asymptomatic, her calcium is less than 1 mg/dL above normal, her kidney function is normal and she has no stones, her spine T-score of -2.7 meets a criterion for parathyroidectomy. Other criteria are age below 50, a calcium more than 1 mg/dL above the upper limit, eGFR below 60 mL/min/1.73 m², nephrolithiasis or hypercalciuria, and vertebral fracture. Preoperative localization (sestamibi scan or ultrasonography) is done only after the decision to operate.',
    objective: 'Recommend parathyroidectomy in asymptomatic primary hyperparathyroidism when a surgical criterion such as osteoporosis is met.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Asymptomatic primary hyperparathyroidism still needs surgery if any criterion is met: osteoporosis, stones or hypercalciuria, eGFR below 60, calcium >1 mg/dL above normal, or age below 50.',
  },
  {
    id: 'endo-q-familial-hypocalciuric-hypercalcemia',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Familial hypocalciuric hypercalcemia',
    stem: 'A 28-year-old man comes to the physician because a high serum calcium concentration was found during an examination for life insurance. He has no symptoms. His mother and a maternal uncle have also been told that their calcium is high, and the uncle underwent a neck operation that did not lower it. He takes no medications, including thiazides or lithium. Vital signs are within normal limits, and the examination shows no abnormalities. Serum calcium is 10.9 mg/dL, phosphorus is 3.0 mg/dL, magnesium is 2.2 mEq/L, albumin is 4.4 g/dL, and creatinine is 0.9 mg/dL. Intact parathyroid hormone is 58 pg/mL (reference range 10-65 pg/mL), and 25-hydroxyvitamin D is 32 ng/mL. Twenty-four-hour urinary calcium is 60 mg, and the calcium-to-creatinine clearance ratio is 0.006.',
    leadIn: 'Which of the following is the most likely underlying cause of his hypercalcemia?',
    options: [
      {
        text: 'Ectopic calcitriol production',
        why: 'Granulomas or lymphoma making calcitriol raise calcium with a suppressed PTH and high urinary calcium, not a normal PTH with low urinary calcium.',
      },
      {
        text: 'Gain-of-function calcium-sensing receptor variant',
        why: 'An activating variant lowers the calcium set point and causes autosomal dominant hypocalcemia with hypercalciuria, the mirror image of this picture.',
      },
      {
        text: 'Germline mutation of the MEN1 gene',
        why: 'MEN1 causes multigland primary hyperparathyroidism in young adults with a family history, but urinary calcium is normal or high, and pituitary or pancreatic tumors often coexist.',
      },
      {
        text: 'Loss-of-function calcium-sensing receptor variant',
        why: 'A heterozygous inactivating CASR variant raises the calcium level needed to suppress PTH and increases renal tubular calcium reabsorption, producing lifelong mild hypercalcemia with low urinary calcium.',
      },
      {
        text: 'Solitary parathyroid adenoma',
        why: 'An adenoma is the usual cause of primary hyperparathyroidism, but urinary calcium is normal or high (clearance ratio usually above 0.02), and surgery cures it.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Mild hypercalcemia with a normal PTH, a mildly high magnesium, very low urinary calcium (calcium-to-creatinine clearance ratio below 0.01) despite normal vitamin D and no thiazide use, affected relatives in an autosomal dominant pattern, and a relative whose neck exploration failed, is familial hypocalciuric hypercalcemia. Most cases result from inactivating variants of the calcium-sensing receptor in the parathyroid glands and kidney. It is benign, parathyroidectomy does not correct it, and relatives can be tested for the variant.',
    objective: 'Distinguish familial hypocalciuric hypercalcemia from primary hyperparathyroidism and explain it by an inactivating CASR variant.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Mild hypercalcemia with normal PTH, a calcium/creatinine clearance ratio below 0.01 and affected relatives is FHH (inactivating CaSR): benign, and surgery does not help.',
    table: {
      caption: 'Primary hyperparathyroidism versus FHH',
      header: ['Feature', 'Primary hyperparathyroidism', 'FHH'],
      rows: [
        ['PTH', 'High or inappropriately normal', 'Normal or slightly high'],
        ['Urinary calcium', 'Normal or high', 'Low'],
        ['Ca/Cr clearance ratio', 'Usually above 0.02', 'Below 0.01'],
        ['Parathyroidectomy', 'Curative', 'Ineffective'],
      ],
    },
  },
  {
    id: 'endo-q-severe-hypercalcemia-saline',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Severe hypercalcemia: initial management',
    stem: 'A 58-year-old woman with breast cancer metastatic to bone is brought to the emergency department by her husband because of increasing confusion and lethargy for 3 days. She has had nausea, constipation, and frequent urination for 1 week. Temperature is 37.0°C, pulse is 108/min, respirations are 16/min, and blood pressure is 102/64 mm Hg, falling to 88/54 mm Hg on sitting up. The mucous membranes are dry. She is drowsy and oriented only to person; there are no focal neurologic deficits. Serum studies show sodium 147 mEq/L, potassium 3.6 mEq/L, urea nitrogen 38 mg/dL, creatinine 1.6 mg/dL (baseline 0.8 mg/dL), calcium 14.6 mg/dL, phosphorus 3.4 mg/dL, and albumin 3.8 g/dL. An ECG shows sinus tachycardia with a short QT interval.',
    leadIn: 'Which of the following is the most appropriate initial step in management?',
    options: [
      {
        text: 'Hemodialysis',
        why: 'Dialysis with a low-calcium bath is reserved for calcium above about 18 mg/dL with neurologic symptoms or for severe kidney failure or heart failure that prevents saline loading.',
      },
      {
        text: 'Intravenous 0.9% saline',
        why: 'Hypercalcemia causes a renal concentrating defect and vomiting, so patients are volume depleted; isotonic saline restores the glomerular filtration rate and promotes calcium excretion, and it is the first step.',
      },
      {
        text: 'Intravenous furosemide',
        why: 'A loop diuretic increases calcium excretion but worsens volume depletion; it is used only after volume is restored, or for fluid overload during saline therapy.',
      },
      {
        text: 'Intravenous zoledronic acid',
        why: 'A bisphosphonate is given early for a lasting effect, but it takes 2 to 4 days to act and is given alongside, not instead of, fluid resuscitation; with acute kidney injury, the dose is adjusted or denosumab used.',
      },
      {
        text: 'Oral prednisone',
        why: 'Glucocorticoids lower calcium when it is driven by calcitriol, as in lymphoma or granulomatous disease; they do little for osteolytic metastases.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A calcium of 14.6 mg/dL with confusion, polyuria, constipation, a short QT interval, orthostatic hypotension and prerenal acute kidney injury is severe hypercalcemia of malignancy, here from osteolytic breast cancer metastases. Hypercalcemia impairs urinary concentration and causes vomiting, and the resulting volume depletion lowers calcium excretion, a vicious cycle. Initial treatment is intravenous isotonic saline titrated to urine output, plus calcitonin for a rapid but short-lived effect and a bisphosphonate (or denosumab) for a sustained effect.',
    objective: 'Begin treatment of severe symptomatic hypercalcemia with intravenous isotonic saline.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Severe symptomatic hypercalcemia: start IV isotonic saline, add calcitonin for speed and a bisphosphonate for a lasting effect; furosemide only for volume overload.',
  },
  {
    id: 'endo-q-osteomalacia-after-gastric-bypass',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Osteomalacia after gastric bypass',
    stem: 'A 46-year-old woman comes to the physician because of aching pain in her hips, thighs, and lower back for 8 months and difficulty climbing stairs. Six years ago she underwent Roux-en-Y gastric bypass and has since lost 45 kg; she stopped taking her vitamin and mineral supplements 3 years ago. Vital signs are within normal limits. There is tenderness to pressure over the pelvis and tibias, and strength is 4/5 in the hip flexors. She walks with a waddling gait. An x-ray of the pelvis shows symmetric, narrow lucent bands perpendicular to the cortex of both femoral necks and pubic rami.',
    leadIn: 'Which of the following sets of serum findings is most likely in this patient?',
    options: [
      {
        text: 'High calcium, low phosphorus, high PTH, high alkaline phosphatase',
        why: 'This is primary hyperparathyroidism with bone involvement; hypercalcemia would not occur with vitamin D deficiency and malabsorption.',
      },
      {
        text: 'Low calcium, high phosphorus, high PTH, normal alkaline phosphatase',
        why: 'Hyperphosphatemia with a high PTH suggests PTH resistance (pseudohypoparathyroidism) or chronic kidney disease; in vitamin D deficiency PTH drives phosphate wasting, so phosphorus is low.',
      },
      {
        text: 'Low calcium, high phosphorus, low PTH, normal alkaline phosphatase',
        why: 'This pattern is hypoparathyroidism, for example after neck surgery, which causes tetany rather than bone pain and pseudofractures.',
      },
      {
        text: 'Low-normal calcium, low phosphorus, high PTH, high alkaline phosphatase',
        why: 'Vitamin D deficiency reduces calcium absorption; secondary hyperparathyroidism keeps calcium low-normal but causes phosphate wasting, and defective mineralization raises osteoblastic alkaline phosphatase.',
      },
      {
        text: 'Normal calcium, normal phosphorus, normal PTH, high alkaline phosphatase',
        why: 'An isolated high alkaline phosphatase is typical of Paget disease of bone, which causes focal bone pain, deformity and sclerotic-lytic lesions rather than symmetric pseudofractures.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Diffuse bone pain and tenderness, proximal weakness with a waddling gait and symmetric pseudofractures (Looser zones) after a malabsorptive bariatric operation without supplements is osteomalacia from vitamin D (and calcium) deficiency. Low vitamin D reduces intestinal calcium and phosphate absorption; the compensating rise in PTH mobilizes calcium from bone and increases renal phosphate excretion, so calcium stays low-normal while phosphorus falls, and unmineralized osteoid accumulates with a high alkaline phosphatase. Treatment is vitamin D and calcium replacement.',
    objective: 'Predict the laboratory pattern of vitamin D-deficiency osteomalacia after malabsorptive surgery.',
    task: 'interpretation',
    steps: 2,
    takeHome: 'Vitamin D-deficiency osteomalacia: low or low-normal calcium, low phosphorus, high PTH and high alkaline phosphatase, often after malabsorptive bariatric surgery.',
  },
  {
    id: 'endo-q-denosumab-discontinuation',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Osteoporosis therapy: stopping denosumab',
    stem: 'A 71-year-old woman comes to the emergency department because of severe midback pain that began 2 days ago when she lifted a bag of groceries; she had a similar episode of low back pain last week. She has osteoporosis and received subcutaneous denosumab every 6 months for 5 years. Her last injection was 14 months ago; she missed her follow-up visits while caring for her husband and has taken no other osteoporosis treatment since. Vital signs are within normal limits. There is point tenderness over the T12 and L2 spinous processes, and the neurologic examination is normal. X-rays of the spine show new compression fractures of T12, L1, and L2. Hemoglobin is 13.1 g/dL, and serum calcium, creatinine, total protein, and alkaline phosphatase are within the reference ranges.',
    leadIn: 'Which of the following best explains these fractures?',
    options: [
      {
        text: 'Drug-induced oversuppression of bone turnover',
        why: 'Prolonged antiresorptive therapy is linked to atypical femoral shaft fractures and osteonecrosis of the jaw, not to multiple vertebral fractures after the drug has worn off.',
      },
      {
        text: 'Hypocalcemic osteomalacia',
        why: 'Osteomalacia causes diffuse bone pain and pseudofractures with low phosphorus and high alkaline phosphatase; her chemistry is normal.',
      },
      {
        text: 'Metastatic carcinoma to the spine',
        why: 'Metastases can cause pathologic vertebral fractures, but there is no known cancer, and calcium and alkaline phosphatase are normal.',
      },
      {
        text: 'Multiple myeloma',
        why: 'Myeloma causes lytic vertebral lesions, usually with anemia, hypercalcemia, renal impairment or a high total protein; all are normal here.',
      },
      {
        text: 'Rebound bone resorption after cessation',
        why: 'Denosumab\'s effect wears off about 6 months after a dose; osteoclast activity then rebounds above baseline, bone density falls rapidly, and multiple vertebral fractures can occur.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Denosumab is a monoclonal antibody against RANK ligand that blocks osteoclast formation; unlike bisphosphonates, it is not retained in bone, so its effect is fully reversible. When a dose is missed, bone turnover rises above pretreatment levels, the gained bone density is lost within about a year, and some patients develop multiple spontaneous vertebral fractures, typically 7 to 16 months after the last injection, as in this patient. Doses should not be delayed beyond 7 months, and when denosumab is stopped, a bisphosphonate (often zoledronic acid) should follow.',
    objective: 'Recognize rebound multiple vertebral fractures after stopping denosumab without follow-on therapy.',
    task: 'complication',
    steps: 2,
    takeHome: 'Never stop or delay denosumab without a follow-on bisphosphonate: rebound bone resorption can cause multiple vertebral fractures months after a missed dose.',
  },
  {
    id: 'endo-q-pseudohypoparathyroidism',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pseudohypoparathyroidism type 1a',
    stem: 'An 11-year-old girl is brought to the physician because of muscle cramps and tingling in her hands for 2 months. She has needed extra help in school. She is below the 3rd percentile for height and is obese. Pulse is 86/min, and blood pressure is 104/66 mm Hg. She has a round face and a short neck, and when she makes a fist, the knuckles of the fourth and fifth fingers are absent because those metacarpals are short. Tapping over the facial nerve causes twitching of the upper lip. Serum calcium is 7.1 mg/dL, phosphorus is 6.9 mg/dL, magnesium is 1.8 mEq/L, albumin is 4.2 g/dL, and creatinine is 0.5 mg/dL. Intact parathyroid hormone is 310 pg/mL (reference range 10-65 pg/mL), and 25-hydroxyvitamin D is normal. TSH is 6.2 μU/mL with a normal free T4.',
    leadIn: 'Which of the following best explains these findings?',
    options: [
      {
        text: 'Aplasia of the third and fourth pharyngeal pouches',
        why: 'DiGeorge syndrome causes hypocalcemia from absent parathyroid glands, so PTH is low, usually with thymic hypoplasia and conotruncal heart defects presenting in infancy.',
      },
      {
        text: 'Autoimmune destruction of the parathyroid glands',
        why: 'Autoimmune hypoparathyroidism (for example in autoimmune polyglandular syndrome type 1) causes hypocalcemia and hyperphosphatemia with a low PTH.',
      },
      {
        text: 'Defective Gs-alpha signaling in target tissues',
        why: 'Loss of function of the Gs-alpha subunit (GNAS), inherited from the mother, blocks the cAMP response to PTH in the kidney and to TSH and other hormones, with Albright hereditary osteodystrophy.',
      },
      {
        text: 'Deficient renal 1-alpha-hydroxylase activity',
        why: 'Vitamin D-dependent rickets type 1 lowers calcium and raises PTH, but phosphorus is low and rickets develops, without shortened metacarpals.',
      },
      {
        text: 'Gain-of-function calcium-sensing receptor variant',
        why: 'An activating calcium-sensing receptor variant suppresses PTH, causing hypocalcemia with low PTH and high urinary calcium.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Hypocalcemia with hyperphosphatemia normally signals PTH deficiency, but here PTH is very high with normal kidney function, magnesium and vitamin D, so the tissues are resistant to PTH. Short stature, obesity, a round face, shortened fourth and fifth metacarpals and mild learning difficulty are Albright hereditary osteodystrophy, and the mildly raised TSH reflects resistance to another Gs-coupled hormone. This is pseudohypoparathyroidism type 1a, caused by maternally inherited inactivating GNAS mutations; treatment is calcium and calcitriol.',
    objective: 'Explain pseudohypoparathyroidism type 1a as end-organ resistance to PTH from defective Gs-alpha signaling.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Low calcium, high phosphorus and high PTH with normal kidney function means PTH resistance; short 4th-5th metacarpals point to Albright osteodystrophy from GNAS mutations.',
  },
  {
    id: 'endo-q-hypomagnesemia-refractory-hypocalcemia',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hypomagnesemia-induced hypocalcemia',
    stem: 'A 58-year-old man comes to the emergency department because of muscle cramps and a tremor of his hands for 1 week. He has taken omeprazole daily for 6 years for gastroesophageal reflux disease and drinks 6 to 8 beers daily. Pulse is 94/min, and blood pressure is 132/80 mm Hg. Inflating a blood pressure cuff on his arm causes flexion of the wrist and metacarpophalangeal joints with extension of the fingers. Serum calcium is 7.2 mg/dL, albumin is 3.9 g/dL, phosphorus is 3.1 mg/dL, potassium is 3.1 mEq/L, magnesium is 0.8 mEq/L, and creatinine is 0.9 mg/dL. Intact parathyroid hormone is 22 pg/mL (reference range 10-65 pg/mL). He is given two doses of intravenous calcium gluconate; his cramps ease briefly, but 12 hours later the serum calcium is 7.3 mg/dL.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Continuous calcium gluconate infusion',
        why: 'More calcium gives only transient improvement while magnesium depletion continues to block PTH secretion and action.',
      },
      {
        text: 'Intravenous magnesium sulfate',
        why: 'Severe magnesium depletion impairs PTH release and causes resistance to PTH; repleting magnesium corrects both and allows calcium and potassium to normalize.',
      },
      {
        text: 'Oral calcitriol',
        why: 'Calcitriol treats hypocalcemia from hypoparathyroidism or vitamin D deficiency; it does not fix the underlying magnesium deficit and acts slowly.',
      },
      {
        text: 'Oral potassium chloride',
        why: 'The hypokalemia also results from magnesium depletion, which increases renal potassium loss through ROMK channels; potassium replacement fails until magnesium is given.',
      },
      {
        text: 'Recombinant parathyroid hormone',
        why: 'PTH replacement is for chronic hypoparathyroidism not controlled by conventional therapy; magnesium depletion also blunts the response to PTH.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Hypocalcemia with an inappropriately low-normal PTH, hypokalemia and a magnesium of 0.8 mEq/L in a man taking a proton pump inhibitor long term (which impairs intestinal magnesium absorption) and drinking heavily is hypomagnesemia-induced hypocalcemia. Severe magnesium depletion inhibits PTH secretion and blunts its effect on bone and kidney, so calcium does not stay up with calcium alone. Intravenous magnesium sulfate is given first, and calcium and potassium usually correct afterward; the PPI should be reviewed.',
    objective: 'Replace magnesium to correct hypocalcemia and hypokalemia caused by magnesium depletion.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Hypocalcemia or hypokalemia that will not correct often means magnesium depletion (alcohol, PPIs, diuretics): replace magnesium first.',
  },
  {
    id: 'endo-q-bisphosphonate-mechanism',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Postmenopausal osteoporosis: bisphosphonate mechanism',
    stem: 'A 68-year-old woman comes to the physician 3 months after a fracture of the distal radius sustained in a fall from standing height. She went through menopause at 51 years of age. She takes no medications. Vital signs are within normal limits. Dual-energy x-ray absorptiometry shows T-scores of -2.9 at the lumbar spine and -2.6 at the femoral neck. Serum calcium, 25-hydroxyvitamin D, and creatinine are within the reference ranges. She starts calcium and vitamin D supplements and a once-weekly oral drug that she is told to take on waking with a full glass of plain water, staying upright and not eating for at least 30 minutes afterward.',
    leadIn: 'Which of the following is the mechanism of action of the weekly drug?',
    options: [
      {
        text: 'Antibody neutralization of RANK ligand',
        why: 'Denosumab binds RANK ligand and prevents osteoclast formation; it is injected subcutaneously every 6 months.',
      },
      {
        text: 'Antibody neutralization of sclerostin',
        why: 'Romosozumab blocks sclerostin, increasing bone formation and reducing resorption; it is a monthly injection for very high fracture risk.',
      },
      {
        text: 'Inhibition of farnesyl pyrophosphate synthase',
        why: 'Nitrogen-containing bisphosphonates such as alendronate bind bone mineral, are taken up by resorbing osteoclasts and inhibit this mevalonate-pathway enzyme, disrupting osteoclast function and survival.',
      },
      {
        text: 'Intermittent activation of osteoblast PTH receptors',
        why: 'Teriparatide and abaloparatide are daily injected anabolic drugs that stimulate bone formation through intermittent PTH receptor signaling.',
      },
      {
        text: 'Selective agonism at estrogen receptors in bone',
        why: 'Raloxifene is a daily SERM that reduces vertebral fractures; it has no special dosing rules but raises the risk of venous thromboembolism.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A fragility fracture with T-scores below -2.5 establishes osteoporosis, and first-line treatment is an oral bisphosphonate. The instructions (weekly dosing, fasting on waking with plain water, staying upright for 30 minutes) identify alendronate or risedronate: absorption is poor and blocked by food and calcium, and the tablet can cause pill esophagitis. Nitrogen-containing bisphosphonates concentrate at sites of resorption and inhibit farnesyl pyrophosphate synthase in osteoclasts, preventing prenylation of small GTPases needed for the ruffled border, and promoting apoptosis.',
    objective: 'Identify an oral bisphosphonate from its dosing rules and state its mechanism of action.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Nitrogen-containing bisphosphonates inhibit osteoclast farnesyl pyrophosphate synthase; take alendronate fasting, upright, with plain water.',
    table: {
      caption: 'Osteoporosis drugs by mechanism',
      header: ['Drug', 'Mechanism', 'Route'],
      rows: [
        ['Alendronate, zoledronic acid', 'Osteoclast FPP synthase inhibition', 'Oral weekly; IV yearly'],
        ['Denosumab', 'Anti-RANK ligand antibody', 'Subcutaneous every 6 months'],
        ['Teriparatide, abaloparatide', 'Intermittent PTH receptor activation', 'Subcutaneous daily'],
        ['Romosozumab', 'Anti-sclerostin antibody', 'Subcutaneous monthly'],
        ['Raloxifene', 'Selective estrogen receptor modulator', 'Oral daily'],
      ],
    },
  },
  {
    id: 'endo-q-osteoporosis-screening',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Osteoporosis screening',
    stem: 'A 65-year-old woman comes to the physician for a health maintenance examination. She feels well. Menopause occurred at 51 years of age, and she has never had a fracture. She takes no medications and has never taken glucocorticoids. She does not smoke and drinks one glass of wine weekly. Her parents had no hip fractures. Body mass index is 24 kg/m². Pulse is 70/min, and blood pressure is 124/76 mm Hg. Examination shows no abnormalities. Mammography last year and colonoscopy 4 years ago showed no abnormalities.',
    leadIn: 'Which of the following is the most appropriate screening test for osteoporosis in this patient?',
    options: [
      {
        text: 'Dual-energy x-ray absorptiometry',
        why: 'DXA of the hip and lumbar spine is recommended for all women 65 years of age and older; the T-score defines osteoporosis and, with clinical risk factors, guides treatment.',
      },
      {
        text: 'FRAX risk calculation alone',
        why: 'A risk tool is used in postmenopausal women younger than 65 to decide who needs DXA; at 65 and older, DXA is indicated regardless.',
      },
      {
        text: 'Heel quantitative ultrasonography',
        why: 'Peripheral ultrasonography predicts fractures but does not diagnose osteoporosis or monitor treatment and is not the recommended screening test.',
      },
      {
        text: 'Serum 25-hydroxyvitamin D level',
        why: 'Vitamin D is measured when evaluating a patient with osteoporosis or malabsorption; it is not a screening test for low bone density.',
      },
      {
        text: 'Thoracolumbar spine radiographs',
        why: 'Radiographs detect vertebral fractures but are insensitive to bone loss (about 30% must be lost before osteopenia is visible).',
      },
    ],
    answerIndex: 0,
    rationale:
      'The USPSTF recommends osteoporosis screening for all women 65 years of age and older, and for younger postmenopausal women at increased risk by a formal risk assessment tool. This 65-year-old woman therefore needs bone density measurement by DXA of the hip and lumbar spine, even without risk factors. A T-score of -2.5 or lower defines osteoporosis; treatment is also indicated for osteopenia when the 10-year FRAX probability of hip fracture is at least 3% or of major osteoporotic fracture at least 20%.',
    objective: 'Screen women 65 years of age and older for osteoporosis with DXA.',
    task: 'prevention',
    steps: 1,
    takeHome: 'Screen all women 65 and older for osteoporosis with DXA of the hip and spine; use a risk tool first in younger postmenopausal women.',
  },
  {
    id: 'endo-q-primary-adrenal-insufficiency-cosyntropin',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Primary adrenal insufficiency: confirmatory testing',
    stem: 'A 36-year-old woman comes to the physician because of fatigue, poor appetite, nausea, and lightheadedness on standing for 4 months. She has lost 6 kg and craves salty food. She has Hashimoto thyroiditis treated with levothyroxine and has never taken glucocorticoids. Pulse is 92/min supine and 110/min standing, and blood pressure is 108/68 mm Hg supine and 94/60 mm Hg standing. There is darkening of the skin over the knuckles and palmar creases and patchy pigmentation of the gums. Serum studies show sodium 131 mEq/L, potassium 5.4 mEq/L, glucose 68 mg/dL, urea nitrogen 24 mg/dL, and creatinine 1.0 mg/dL. Serum cortisol at 8 AM is 4.2 μg/dL.',
    leadIn: 'Which of the following is the most appropriate next step to establish the diagnosis?',
    options: [
      {
        text: '21-Hydroxylase antibodies',
        why: 'Adrenal autoantibodies identify autoimmune adrenalitis as the cause, but only after adrenal insufficiency itself has been confirmed.',
      },
      {
        text: 'Cosyntropin stimulation test',
        why: 'Serum cortisol below the assay-specific cutoff (about 14 to 18 μg/dL) 30 or 60 minutes after 250 μg of synthetic ACTH confirms adrenal insufficiency; a high plasma ACTH drawn at baseline shows that it is primary.',
      },
      {
        text: 'CT of the adrenal glands',
        why: 'Adrenal imaging looks for hemorrhage, infection or metastases once primary adrenal insufficiency is confirmed and antibodies are negative.',
      },
      {
        text: 'Insulin tolerance test',
        why: 'Insulin-induced hypoglycemia tests the whole hypothalamic-pituitary-adrenal axis and is used mainly for suspected secondary insufficiency; it is hazardous in a patient who is already hypoglycemic.',
      },
      {
        text: 'Overnight dexamethasone suppression test',
        why: 'Dexamethasone suppression screens for cortisol excess (Cushing syndrome), the opposite problem.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Fatigue, weight loss, salt craving, orthostatic hypotension, hyperpigmentation of creases and gums, hyponatremia, hyperkalemia and low glucose in a woman with another autoimmune disease suggest primary adrenal insufficiency (Addison disease). A morning cortisol below about 3 μg/dL is diagnostic and one above about 15 μg/dL makes it unlikely; her value of 4.2 μg/dL is indeterminate, so a cosyntropin stimulation test is done. If she were in crisis, hydrocortisone would be given without waiting for testing.',
    objective: 'Confirm suspected adrenal insufficiency with a cosyntropin stimulation test.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Suspected adrenal insufficiency with a nondiagnostic morning cortisol is confirmed by a cosyntropin test; a high ACTH then shows it is primary.',
  },
  {
    id: 'endo-q-glucocorticoid-withdrawal-adrenal-insufficiency',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Adrenal insufficiency after glucocorticoid withdrawal',
    stem: 'A 47-year-old woman comes to the physician because of fatigue, nausea, poor appetite, joint aches, and lightheadedness for 10 days. She has severe asthma and took prednisone 20 mg daily for 7 months; 2 weeks ago she began a biologic drug for asthma and stopped the prednisone on her own because her breathing had improved. Pulse is 102/min, and blood pressure is 96/60 mm Hg. She has a round face and thin skin with several bruises on the forearms. There is no hyperpigmentation. Serum sodium is 132 mEq/L, potassium is 4.3 mEq/L, and glucose is 72 mg/dL. Serum cortisol at 8 AM is 1.8 μg/dL, and plasma ACTH is 6 pg/mL (reference range 10-60 pg/mL).',
    leadIn: 'Which of the following best explains her condition?',
    options: [
      {
        text: 'Autoimmune destruction of the adrenal cortex',
        why: 'Primary adrenal insufficiency raises ACTH, which causes hyperpigmentation, and loss of aldosterone causes hyperkalemia; ACTH here is low and potassium normal.',
      },
      {
        text: 'Bilateral adrenal hemorrhage',
        why: 'Adrenal hemorrhage (with anticoagulation, sepsis or antiphospholipid syndrome) causes acute primary insufficiency with abdominal or flank pain, high ACTH and hyperkalemia.',
      },
      {
        text: 'Drug inhibition of adrenal steroid synthesis',
        why: 'Ketoconazole, etomidate or metyrapone block cortisol synthesis, which raises ACTH; she takes none of them.',
      },
      {
        text: 'Hypothalamic-pituitary axis suppression',
        why: 'Months of supraphysiologic glucocorticoid suppress hypothalamic CRH and pituitary ACTH by negative feedback, and the zona fasciculata atrophies; stopping suddenly leaves the axis unable to make cortisol.',
      },
      {
        text: 'Ischemic necrosis of the pituitary',
        why: 'Pituitary infarction (for example after postpartum hemorrhage) also lowers ACTH, but it causes other hormone deficits and has no link to her history.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Seven months of prednisone 20 mg daily, with cushingoid features, suppresses the hypothalamic-pituitary-adrenal axis. After abrupt withdrawal she has symptoms of cortisol deficiency with a low morning cortisol and a low ACTH: secondary (central) adrenal insufficiency. Because aldosterone is regulated mainly by renin and angiotensin II, mineralocorticoid function is preserved, so potassium is normal, and the low ACTH explains the absence of hyperpigmentation. The hyponatremia reflects cortisol deficiency increasing ADH release. Treatment is to restart glucocorticoid and taper slowly while the axis recovers, which can take months.',
    objective: 'Explain adrenal insufficiency after abrupt glucocorticoid withdrawal by suppression of CRH and ACTH.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Stopping long-term glucocorticoids abruptly causes secondary adrenal insufficiency: ACTH is low, so there is no hyperpigmentation or hyperkalemia.',
    table: {
      caption: 'Primary versus secondary adrenal insufficiency',
      header: ['Feature', 'Primary (adrenal)', 'Secondary (pituitary or exogenous steroid)'],
      rows: [
        ['ACTH', 'High', 'Low or inappropriately normal'],
        ['Hyperpigmentation', 'Present', 'Absent'],
        ['Aldosterone and potassium', 'Low aldosterone, hyperkalemia', 'Aldosterone preserved, normal potassium'],
        ['Hyponatremia', 'Present', 'Present (ADH excess)'],
      ],
    },
  },
  {
    id: 'endo-q-adrenal-incidentaloma',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Adrenal incidentaloma: evaluation',
    stem: 'A 57-year-old man comes to the physician for follow-up after CT of the abdomen obtained in the emergency department for a kidney stone showed a 2.4-cm left adrenal mass. The mass is round, homogeneous, and smoothly marginated, with an attenuation of 6 Hounsfield units on unenhanced images. The stone has passed. He has no history of cancer and no episodes of headache, palpitations, or sweating. Pulse is 74/min, and blood pressure is 124/78 mm Hg. He has no cushingoid features. Serum potassium is 4.2 mEq/L, and fasting glucose is 94 mg/dL.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: '1-mg overnight dexamethasone suppression test',
        why: 'Every adrenal incidentaloma should be tested for autonomous cortisol secretion, the most common hormonal abnormality; a morning cortisol above 1.8 μg/dL after 1 mg of dexamethasone is abnormal.',
      },
      {
        text: 'Adrenal MRI with chemical-shift imaging',
        why: 'MRI characterizes a lesion when CT is indeterminate; an unenhanced attenuation below 10 Hounsfield units already shows a lipid-rich, benign adenoma.',
      },
      {
        text: 'Aldosterone-to-renin ratio',
        why: 'Screening for primary aldosteronism is indicated for an incidentaloma when hypertension or hypokalemia is present; he has neither.',
      },
      {
        text: 'CT-guided percutaneous adrenal biopsy',
        why: 'Biopsy rarely helps, risks hemorrhage and, if the mass were a pheochromocytoma, a hypertensive crisis; it is considered only for suspected metastasis once pheochromocytoma is excluded.',
      },
      {
        text: 'Laparoscopic adrenalectomy without further tests',
        why: 'Surgery is for masses that are hormonally active or suspicious for malignancy (large, heterogeneous, high attenuation); this mass has benign features and has not been tested.',
      },
    ],
    answerIndex: 0,
    rationale:
      'An adrenal mass found on imaging done for another reason needs two questions answered: is it malignant, and is it secreting hormone? A homogeneous mass under 4 cm with attenuation below 10 Hounsfield units is a benign lipid-rich adenoma and needs no further imaging. For function, all patients should have a 1-mg overnight dexamethasone suppression test for mild autonomous cortisol secretion, which is linked to hypertension, diabetes and osteoporosis. Plasma metanephrines are measured when the mass is not clearly lipid-rich (many guidelines advise them for all), and an aldosterone-to-renin ratio when there is hypertension or hypokalemia.',
    objective: 'Evaluate an adrenal incidentaloma for autonomous cortisol secretion with a 1-mg dexamethasone suppression test.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Every adrenal incidentaloma needs a 1-mg dexamethasone suppression test; a homogeneous mass under 4 cm and 10 HU needs no biopsy or repeat imaging.',
  },
  {
    id: 'endo-q-ectopic-acth-small-cell',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Ectopic ACTH syndrome',
    stem: 'A 61-year-old man comes to the physician because of profound weakness, swelling of his legs, and a 5-kg weight loss over 6 weeks. He has smoked two packs of cigarettes daily for 30 years. He takes no medications and has never used glucocorticoids. Pulse is 92/min, and blood pressure is 172/98 mm Hg. He appears thin, without striae or a dorsocervical fat pad. The skin is diffusely darkened. Strength is 3/5 in the hip flexors, and there is 2+ pitting edema of both legs. Serum studies show sodium 145 mEq/L, potassium 2.6 mEq/L, bicarbonate 34 mEq/L, and glucose 218 mg/dL. Twenty-four-hour urinary free cortisol is 12 times the upper limit of normal. Plasma ACTH is 285 pg/mL (reference range 10-60 pg/mL). Serum cortisol does not fall after 8 mg of dexamethasone, and MRI of the pituitary gland shows no abnormality.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Adrenocortical carcinoma',
        why: 'An adrenal carcinoma secretes cortisol autonomously and suppresses ACTH, often with virilization; ACTH here is very high.',
      },
      {
        text: 'Cushing disease',
        why: 'A pituitary corticotroph adenoma causes slowly progressive, classic Cushing features with a moderately raised ACTH that usually suppresses with high-dose dexamethasone.',
      },
      {
        text: 'Exogenous glucocorticoid use',
        why: 'Exogenous steroids suppress ACTH and endogenous cortisol, and he has never taken them.',
      },
      {
        text: 'Primary aldosteronism',
        why: 'Aldosterone excess causes hypertension and hypokalemic alkalosis but not hypercortisolism, hyperpigmentation or a high ACTH.',
      },
      {
        text: 'Small cell lung carcinoma',
        why: 'Small cell carcinoma is the most common source of ectopic ACTH; in a heavy smoker it produces rapid, severe hypercortisolism with hypokalemia, weight loss and pigmentation and does not respond to dexamethasone.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Confirmed hypercortisolism with a very high ACTH is ACTH-dependent. Failure of cortisol to suppress with high-dose dexamethasone, a normal pituitary MRI, and a rapid course over weeks with weight loss rather than gain, severe hypokalemic metabolic alkalosis (very high cortisol saturates renal 11-beta-hydroxysteroid dehydrogenase 2 and acts on mineralocorticoid receptors), hyperglycemia and hyperpigmentation in a heavy smoker point to ectopic ACTH secretion by small cell lung carcinoma. Classic cushingoid features often have no time to develop. CT of the chest is the next step.',
    objective: 'Recognize ectopic ACTH secretion from small cell lung carcinoma from its biochemical and clinical pattern.',
    task: 'diagnosis',
    steps: 2,
    takeHome: 'Rapid hypercortisolism with severe hypokalemia, very high ACTH and no suppression by high-dose dexamethasone in a smoker suggests ectopic ACTH from small cell lung cancer.',
  },
  {
    id: 'endo-q-cushing-disease-treatment',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Cushing disease: treatment',
    stem: 'A 34-year-old woman comes to the physician to discuss the results of her evaluation for weight gain, easy bruising, irregular menses, and hypertension over the past year. Pulse is 84/min, and blood pressure is 148/94 mm Hg. She has a round, plethoric face, a dorsocervical fat pad, and wide purple striae over the abdomen. Twenty-four-hour urinary free cortisol is elevated on two collections, late-night salivary cortisol is elevated, and cortisol does not suppress after 1 mg of dexamethasone overnight. Plasma ACTH is 78 pg/mL (reference range 10-60 pg/mL), and serum cortisol falls by 70% after high-dose dexamethasone. MRI shows an 11-mm adenoma of the pituitary gland that does not invade the cavernous sinus.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Bilateral adrenalectomy',
        why: 'Removing both adrenal glands cures hypercortisolism immediately but requires lifelong glucocorticoid and mineralocorticoid replacement and risks growth of the corticotroph tumor; it is reserved for disease uncontrolled by other therapy.',
      },
      {
        text: 'Ketoconazole',
        why: 'Steroidogenesis inhibitors control cortisol before surgery, when surgery fails or while radiation takes effect; they do not remove the tumor.',
      },
      {
        text: 'Mifepristone',
        why: 'The glucocorticoid receptor antagonist is used for hyperglycemia in persistent Cushing syndrome after failed surgery; cortisol and ACTH levels rise and cannot be used to monitor it.',
      },
      {
        text: 'Stereotactic pituitary radiation',
        why: 'Radiation is a second-line option for persistent or recurrent disease after surgery; its effect takes months to years and it causes hypopituitarism.',
      },
      {
        text: 'Transsphenoidal surgery',
        why: 'Selective resection of the corticotroph adenoma through the sphenoid sinus is first-line treatment for Cushing disease, with remission rates of about 80% for well-defined tumors.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Endogenous hypercortisolism is confirmed by concordant screening tests. A high-normal to elevated ACTH shows ACTH dependence, and marked suppression with high-dose dexamethasone with a visible pituitary adenoma larger than 10 mm localizes the source to the pituitary (Cushing disease). First-line treatment is transsphenoidal resection by an experienced pituitary surgeon. After successful surgery cortisol falls to very low levels, and temporary glucocorticoid replacement is needed while the suppressed normal corticotrophs recover.',
    objective: 'Treat Cushing disease with transsphenoidal resection of the pituitary adenoma.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Cushing disease (ACTH-dependent, pituitary adenoma) is treated first by transsphenoidal surgery; drugs, radiation and adrenalectomy are for failure.',
  },
  {
    id: 'endo-q-nelson-syndrome',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Nelson syndrome after bilateral adrenalectomy',
    stem: 'A 42-year-old woman comes to the physician because of progressive darkening of her skin and headaches for 4 months and blurred vision at the edges of her sight for 2 weeks. Three years ago she underwent bilateral adrenalectomy for Cushing disease that persisted after two transsphenoidal operations. She takes hydrocortisone and fludrocortisone as prescribed and has had no episodes of vomiting, dizziness, or salt craving. Pulse is 76/min, and blood pressure is 118/74 mm Hg. The skin is diffusely hyperpigmented, including the gums and surgical scars. Confrontation testing shows loss of the temporal visual fields of both eyes. Serum sodium is 139 mEq/L, and potassium is 4.2 mEq/L.',
    leadIn: 'Which of the following best explains these findings?',
    options: [
      {
        text: 'Autoimmune lymphocytic hypophysitis',
        why: 'Hypophysitis causes headache and a sellar mass with hypopituitarism, usually in late pregnancy or postpartum or with immune checkpoint inhibitors; it does not raise ACTH or cause hyperpigmentation.',
      },
      {
        text: 'Corticotroph adenoma enlargement',
        why: 'Without cortisol feedback after adrenalectomy, the residual ACTH-secreting adenoma grows, causing mass effect and very high ACTH, whose melanocyte-stimulating activity darkens the skin.',
      },
      {
        text: 'Hydrocortisone underreplacement',
        why: 'Inadequate replacement raises ACTH and can cause pigmentation, but it also causes fatigue, vomiting and hypotension, and it does not cause visual field loss.',
      },
      {
        text: 'Nonfunctioning pituitary macroadenoma',
        why: 'A nonfunctioning macroadenoma causes bitemporal field loss and headaches, but not hyperpigmentation, which requires excess ACTH.',
      },
      {
        text: 'Thyrotroph hyperplasia from hypothyroidism',
        why: 'Long-standing primary hypothyroidism can enlarge the pituitary through TRH stimulation, but it does not cause hyperpigmentation and there are no hypothyroid features.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Progressive hyperpigmentation with headaches and bitemporal hemianopia years after bilateral adrenalectomy for Cushing disease is Nelson syndrome (corticotroph tumor progression). Removal of the adrenals eliminates cortisol negative feedback on the corticotroph adenoma, which then grows and secretes large amounts of ACTH; ACTH and related peptides stimulate melanocortin 1 receptors on melanocytes. Treatment is pituitary surgery and/or radiation. Monitoring ACTH and pituitary MRI after adrenalectomy allows earlier detection.',
    objective: 'Recognize Nelson syndrome as a complication of bilateral adrenalectomy for Cushing disease.',
    task: 'complication',
    steps: 2,
    takeHome: 'After bilateral adrenalectomy for Cushing disease, loss of cortisol feedback lets the corticotroph adenoma grow (Nelson syndrome): hyperpigmentation and mass effect.',
  },
  {
    id: 'endo-q-bilateral-adrenal-hyperplasia-treatment',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Primary aldosteronism: bilateral hyperplasia treatment',
    stem: 'A 49-year-old man comes to the physician to discuss the results of his evaluation for hypertension with hypokalemia. His blood pressure has remained high despite the maximum dose of amlodipine. Pulse is 72/min, and blood pressure is 156/96 mm Hg. Serum potassium is 3.2 mEq/L, bicarbonate is 30 mEq/L, and creatinine is 0.9 mg/dL. The plasma aldosterone-to-renin ratio is elevated with suppressed renin, and aldosterone fails to suppress after an intravenous saline infusion. CT shows mildly thickened but otherwise normal-appearing adrenal glands without a nodule. Adrenal vein sampling shows similar aldosterone-to-cortisol ratios on both sides, without lateralization. He has no family history of early-onset hypertension or stroke.',
    leadIn: 'Which of the following is the most appropriate treatment?',
    options: [
      {
        text: 'Amiloride',
        why: 'An epithelial sodium channel blocker corrects hypokalemia and lowers blood pressure somewhat; it is an alternative only when mineralocorticoid receptor antagonists are not tolerated.',
      },
      {
        text: 'Dexamethasone',
        why: 'Low-dose glucocorticoid suppresses ACTH-driven aldosterone in familial hyperaldosteronism type 1 (glucocorticoid-remediable aldosteronism), which typically presents in youth with a family history of early hypertension or stroke.',
      },
      {
        text: 'Hydrochlorothiazide',
        why: 'A thiazide increases distal sodium delivery and worsens potassium loss in aldosterone excess.',
      },
      {
        text: 'Laparoscopic unilateral adrenalectomy',
        why: 'Surgery cures an aldosterone-producing adenoma that lateralizes on adrenal vein sampling; removing one gland does not cure bilateral hyperplasia.',
      },
      {
        text: 'Spironolactone',
        why: 'A mineralocorticoid receptor antagonist blocks aldosterone at the collecting duct, correcting hypokalemia and lowering blood pressure; it is first-line for bilateral disease, with eplerenone as a better-tolerated alternative.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Hypertension with hypokalemia, an elevated aldosterone-to-renin ratio and failed saline suppression confirm primary aldosteronism. CT shows no adenoma, and adrenal vein sampling shows no lateralization, so aldosterone comes from both glands: bilateral idiopathic adrenal hyperplasia, which accounts for about two thirds of cases. Surgery is not curative; lifelong treatment with a mineralocorticoid receptor antagonist is indicated, titrated to potassium and blood pressure, with other antihypertensives added as needed.',
    objective: 'Treat primary aldosteronism from bilateral adrenal hyperplasia with a mineralocorticoid receptor antagonist.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Primary aldosteronism that does not lateralize on adrenal vein sampling (bilateral hyperplasia) is treated with a mineralocorticoid receptor antagonist, not surgery.',
  },
  {
    id: 'endo-q-17-alpha-hydroxylase-deficiency',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: '17-alpha-hydroxylase deficiency',
    stem: 'A 16-year-old girl is brought to the physician because she has not started menstruating or developing breasts. She has had occasional headaches. Her height is at the 75th percentile. Pulse is 78/min, and blood pressure is 154/98 mm Hg. Breasts are Tanner stage 1, and pubic and axillary hair are sparse. The external genitalia are female, and there are small, firm masses in both inguinal canals. Pelvic ultrasonography shows no uterus. Karyotype is 46,XY. Serum studies show potassium 2.9 mEq/L and bicarbonate 31 mEq/L. Plasma renin activity is suppressed, and aldosterone is low. Serum testosterone and estradiol are low, and LH and FSH are elevated. Morning serum cortisol is 3.8 μg/dL.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: '11-Beta-hydroxylase deficiency',
        why: 'This form also causes hypertension and hypokalemia from deoxycorticosterone, but adrenal androgens are high, so a 46,XY patient has male genitalia and a 46,XX patient is virilized.',
      },
      {
        text: '17-Alpha-hydroxylase deficiency',
        why: 'Blocking 17-hydroxylation stops cortisol and all sex steroid synthesis, so precursors are shunted to deoxycorticosterone and corticosterone: hypertension, hypokalemia, low renin and aldosterone, and no puberty, with female external genitalia in 46,XY patients.',
      },
      {
        text: '21-Hydroxylase deficiency',
        why: 'The most common form of congenital adrenal hyperplasia causes salt wasting or virilization with excess androgens, not hypertension with absent sex steroids.',
      },
      {
        text: 'Complete androgen insensitivity',
        why: 'In androgen insensitivity, testosterone is high and aromatized to estrogen, so breasts develop at puberty, and blood pressure and potassium are normal.',
      },
      {
        text: 'Turner syndrome',
        why: 'Turner syndrome (45,X) causes short stature and primary ovarian failure; hypertension may result from coarctation, but not with hypokalemia, a Y chromosome or inguinal testes.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A 46,XY patient with female external genitalia, inguinal testes, no uterus (anti-Müllerian hormone was made) and no pubertal development has absent androgen and estrogen synthesis; hypertension with hypokalemic alkalosis, suppressed renin and low aldosterone points to a non-aldosterone mineralocorticoid. 17-Alpha-hydroxylase deficiency blocks production of cortisol and sex steroids in the adrenals and gonads, so ACTH rises and drives the pathway to deoxycorticosterone and corticosterone, which prevent adrenal crisis despite low cortisol. Treatment is glucocorticoid replacement and sex steroids.',
    objective: 'Diagnose 17-alpha-hydroxylase deficiency from hypertension, hypokalemia and absent puberty.',
    task: 'diagnosis',
    steps: 2,
    takeHome: 'Hypertension and hypokalemia with absent puberty (and female genitalia in 46,XY) is 17-alpha-hydroxylase deficiency: mineralocorticoid excess without sex steroids.',
    table: {
      caption: 'Congenital adrenal hyperplasia variants',
      header: ['Enzyme', 'Blood pressure and potassium', 'Sex steroids'],
      rows: [
        ['21-Hydroxylase', 'Low pressure, hyperkalemia (salt wasting)', 'Androgens high'],
        ['11-Beta-hydroxylase', 'Hypertension, hypokalemia', 'Androgens high'],
        ['17-Alpha-hydroxylase', 'Hypertension, hypokalemia', 'Androgens and estrogens low'],
      ],
    },
  },
  {
    id: 'endo-q-pheochromocytoma-metanephrines',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pheochromocytoma: biochemical diagnosis',
    stem: 'A 44-year-old woman comes to the physician because of episodes of pounding headache, palpitations, sweating, and pallor for 5 months. Each episode lasts 10 to 20 minutes and sometimes follows bending over or straining; she feels well between episodes. She has lost 3 kg. She takes no medications. Pulse is 104/min, and blood pressure is 158/96 mm Hg. There is a fine tremor of the outstretched hands. The thyroid gland is normal to palpation. Serum TSH is 1.2 μU/mL, and fasting glucose is 112 mg/dL.',
    leadIn: 'Which of the following is the most appropriate initial diagnostic test?',
    options: [
      {
        text: '24-hour urinary 5-hydroxyindoleacetic acid',
        why: 'Urinary 5-HIAA detects carcinoid syndrome, which causes flushing, diarrhea and wheezing rather than pallor, sweating and hypertension.',
      },
      {
        text: 'Adrenal CT with contrast',
        why: 'Imaging is done after biochemical confirmation; adrenal incidentalomas are common and could mislead if imaging comes first.',
      },
      {
        text: 'Aldosterone-to-renin ratio',
        why: 'This screens for primary aldosteronism, which causes sustained hypertension, often with hypokalemia, but not paroxysms of headache, sweating and palpitations.',
      },
      {
        text: 'MIBG scintigraphy',
        why: 'Iodine-123 MIBG or PET imaging is used after a tumor is confirmed, to look for extra-adrenal or metastatic disease.',
      },
      {
        text: 'Plasma free metanephrines',
        why: 'Metanephrines are produced continuously inside tumor cells from catecholamines, so plasma free (or 24-hour urinary fractionated) metanephrines are the most sensitive first test for pheochromocytoma.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Paroxysms of headache, palpitations, sweating and pallor with sustained hypertension, tachycardia, weight loss and mild hyperglycemia, with normal thyroid function, strongly suggest a catecholamine-secreting pheochromocytoma or paraganglioma. The first step is biochemical: plasma free metanephrines (drawn supine) or 24-hour urinary fractionated metanephrines. Values more than 3 to 4 times the upper limit are nearly diagnostic; only then is the tumor localized with CT or MRI, followed by alpha blockade before surgery and genetic testing.',
    objective: 'Test for pheochromocytoma first with plasma free or urinary fractionated metanephrines.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Suspected pheochromocytoma: measure plasma free (or 24-hour urinary fractionated) metanephrines first; image only after a biochemical diagnosis.',
  },
  {
    id: 'endo-q-licorice-apparent-mineralocorticoid-excess',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Apparent mineralocorticoid excess from licorice',
    stem: 'A 52-year-old man comes to the physician because of muscle weakness and cramps for 3 weeks. His blood pressure, normal a year ago, has been high at a pharmacy kiosk. Since he stopped smoking 2 months ago, he has been eating several packets of imported black licorice candy each day. He takes no medications. Pulse is 76/min, and blood pressure is 164/98 mm Hg. There is no edema, and there are no cushingoid features. Serum studies show sodium 144 mEq/L, potassium 2.7 mEq/L, bicarbonate 33 mEq/L, and creatinine 0.9 mg/dL. Plasma renin activity and serum aldosterone are both low.',
    leadIn: 'Which of the following best explains these findings?',
    options: [
      {
        text: '11-Beta-hydroxylase deficiency',
        why: 'This form of congenital adrenal hyperplasia also causes low-renin, low-aldosterone hypertension through deoxycorticosterone, but it presents in childhood with virilization.',
      },
      {
        text: 'Aldosterone-producing adrenal adenoma',
        why: 'An adenoma causes hypertension and hypokalemia with a high aldosterone and suppressed renin; aldosterone here is low.',
      },
      {
        text: 'Gain-of-function epithelial sodium channel variant',
        why: 'Liddle syndrome produces the same low-renin, low-aldosterone picture but is inherited and presents early in life; his hypertension is new and follows heavy licorice intake.',
      },
      {
        text: 'Impaired renal inactivation of cortisol',
        why: 'Glycyrrhetinic acid in licorice inhibits 11-beta-hydroxysteroid dehydrogenase type 2, which normally converts cortisol to cortisone in the collecting duct, so cortisol activates mineralocorticoid receptors.',
      },
      {
        text: 'Renin secretion from renal artery stenosis',
        why: 'Renovascular hypertension causes secondary aldosteronism with high renin and high aldosterone.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Hypertension with hypokalemic metabolic alkalosis means mineralocorticoid receptor activation. When both renin and aldosterone are suppressed, something other than aldosterone is stimulating the receptor. Cortisol binds the mineralocorticoid receptor with the same affinity as aldosterone and circulates at far higher levels; the kidney normally protects the receptor by converting cortisol to cortisone with 11-beta-hydroxysteroid dehydrogenase type 2. Glycyrrhetinic acid in true licorice inhibits this enzyme, producing acquired apparent mineralocorticoid excess. Stopping licorice corrects it over weeks; spironolactone can be used meanwhile.',
    objective: 'Explain licorice-induced hypertension and hypokalemia by inhibition of renal 11-beta-hydroxysteroid dehydrogenase type 2.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Hypokalemic hypertension with low renin and low aldosterone: think licorice (11β-HSD2 inhibition), Liddle syndrome, or deoxycorticosterone excess.',
  },
  {
    id: 'endo-q-acromegaly-igf1',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acromegaly: initial testing',
    stem: 'A 46-year-old man comes to the physician because his rings and shoes no longer fit. Over the past 2 years he has had headaches, heavy sweating, loud snoring, and aching knees. Photographs from 10 years ago show a different facial appearance. Pulse is 78/min, and blood pressure is 146/92 mm Hg. He has coarse facial features with a prominent brow and jaw, widened spaces between the lower teeth, a large tongue, and large, thick hands and feet. Visual fields are full to confrontation. Fasting serum glucose is 128 mg/dL.',
    leadIn: 'Which of the following is the most appropriate initial test?',
    options: [
      {
        text: 'MRI of the pituitary gland',
        why: 'Pituitary imaging follows biochemical confirmation; imaging first may find an incidental lesion and does not prove growth hormone excess.',
      },
      {
        text: 'Oral glucose tolerance test with GH levels',
        why: 'Failure of growth hormone to suppress after oral glucose confirms acromegaly when IGF-1 is high or equivocal; it is the second step, not the first.',
      },
      {
        text: 'Random serum growth hormone',
        why: 'Growth hormone is secreted in pulses and rises with stress, sleep and exercise, so a single random value neither confirms nor excludes acromegaly.',
      },
      {
        text: 'Serum insulin-like growth factor 1',
        why: 'IGF-1, made by the liver in response to growth hormone, has a long half-life and reflects integrated GH secretion, so an elevated age- and sex-adjusted level is the best screening test.',
      },
      {
        text: 'Serum prolactin',
        why: 'Prolactin is measured because some somatotroph adenomas cosecrete it, but it does not establish growth hormone excess.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Acral enlargement (ring and shoe size), coarse facial features, prognathism with separated teeth, macroglossia, sweating, sleep apnea symptoms, arthropathy, hypertension and hyperglycemia, developing slowly over years, are acromegaly, almost always from a somatotroph pituitary adenoma. The initial test is serum IGF-1; if it is elevated, failure of growth hormone to fall below about 1 ng/mL after a 75-g oral glucose load confirms the diagnosis, and pituitary MRI follows. Patients should also be assessed for colon polyps, cardiomyopathy and sleep apnea.',
    objective: 'Screen for acromegaly with serum IGF-1 before confirmatory and imaging studies.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Screen for acromegaly with IGF-1; confirm by failure of GH to suppress after oral glucose, then image the pituitary.',
  },
  {
    id: 'endo-q-acromegaly-somatostatin-analog',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Acromegaly: persistent disease after surgery',
    stem: 'A 50-year-old woman comes to the physician for follow-up 4 months after transsphenoidal resection of a 14-mm growth hormone-secreting pituitary adenoma. She still has headaches, sweating, and joint pain. Pulse is 76/min, and blood pressure is 138/84 mm Hg. She has coarse facial features and large hands. Fasting serum glucose is 92 mg/dL. Serum insulin-like growth factor 1 is 3.4 times the upper limit of the age-adjusted reference range, and growth hormone does not suppress after an oral glucose load. MRI shows residual tumor within the right cavernous sinus that cannot be safely resected. Serum prolactin is normal.',
    leadIn: 'Which of the following is the most appropriate next treatment?',
    options: [
      {
        text: 'Bromocriptine',
        why: 'Dopamine agonists normalize IGF-1 in only a minority of patients, mainly those with mild elevations; bromocriptine is less effective than cabergoline.',
      },
      {
        text: 'Metyrapone',
        why: 'Metyrapone blocks 11-beta-hydroxylase to lower cortisol in Cushing syndrome and has no effect on growth hormone.',
      },
      {
        text: 'Octreotide',
        why: 'A long-acting somatostatin analog binds somatostatin receptors (mainly type 2) on somatotroph adenoma cells, suppressing growth hormone secretion and often shrinking the tumor; it is the usual first medical therapy after incomplete surgery.',
      },
      {
        text: 'Pegvisomant',
        why: 'The growth hormone receptor antagonist normalizes IGF-1 in most patients but does not shrink the tumor; it is generally used when a somatostatin analog fails or is not tolerated.',
      },
      {
        text: 'Stereotactic radiosurgery',
        why: 'Radiation controls residual tumor but takes years to lower growth hormone and causes hypopituitarism; it is used when surgery and medical therapy fail.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Persistently high IGF-1 and non-suppressible growth hormone after surgery, with unresectable tumor in the cavernous sinus, means persistent acromegaly. Because uncontrolled growth hormone excess raises cardiovascular and metabolic risk and shortens life, further treatment is needed. A first-generation somatostatin receptor ligand (octreotide or lanreotide) is the standard first medical therapy; pegvisomant, pasireotide, combination therapy or radiation are added if IGF-1 does not normalize. Somatostatin analogs can cause gallstones and gastrointestinal upset.',
    objective: 'Treat persistent acromegaly after surgery with a somatostatin analog.',
    task: 'treatment',
    steps: 2,
    takeHome: 'Acromegaly persisting after surgery is first treated with a somatostatin analog (octreotide, lanreotide); pegvisomant or radiation follows if it fails.',
  },
  {
    id: 'endo-q-sheehan-syndrome-replacement-order',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Postpartum hypopituitarism: order of hormone replacement',
    stem: 'A 31-year-old woman comes to the physician because of fatigue, cold intolerance, and lightheadedness on standing for 3 months. Three months ago she delivered a baby by cesarean section complicated by severe postpartum hemorrhage that required transfusion of 6 units of packed red blood cells. She was unable to breastfeed because her milk never came in, and her menses have not returned. Pulse is 74/min, and blood pressure is 92/58 mm Hg, falling to 80/52 mm Hg on standing. Her skin is pale and dry, and axillary and pubic hair are sparse. Serum sodium is 130 mEq/L, potassium is 4.2 mEq/L, and glucose is 64 mg/dL. TSH is 0.9 μU/mL, free T4 is 0.5 ng/dL, and morning serum cortisol is 2.1 μg/dL. Prolactin, LH, FSH, and estradiol are low.',
    leadIn: 'Which of the following is the most appropriate initial pharmacotherapy?',
    options: [
      {
        text: 'Desmopressin',
        why: 'The posterior pituitary is usually spared in postpartum pituitary necrosis; she has hyponatremia, not the polyuria and hypernatremia of diabetes insipidus.',
      },
      {
        text: 'Estradiol and medroxyprogesterone',
        why: 'Sex steroid replacement is needed for hypogonadism and bone health, but it is not urgent and does not correct the life-threatening deficiency.',
      },
      {
        text: 'Hydrocortisone',
        why: 'Cortisol deficiency is the most dangerous deficit and must be replaced first; it explains the hypotension, hypoglycemia and hyponatremia.',
      },
      {
        text: 'Levothyroxine',
        why: 'Thyroid hormone is needed, but given before glucocorticoid it speeds cortisol metabolism and raises metabolic demand, which can precipitate adrenal crisis.',
      },
      {
        text: 'Somatropin',
        why: 'Growth hormone replacement in adults may improve energy and body composition, but it is optional and considered only after other deficits are replaced.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Failure of lactation and amenorrhea after massive postpartum hemorrhage, with central hypothyroidism (low free T4 with an inappropriately normal TSH), secondary adrenal insufficiency (low cortisol without hyperkalemia) and low gonadotropins and prolactin, is hypopituitarism from postpartum pituitary necrosis (Sheehan syndrome). When several axes fail, glucocorticoid is replaced first; levothyroxine is started a few days later, because thyroid hormone increases cortisol clearance and can unmask adrenal crisis. Sex steroids follow, and patients need stress-dose instructions.',
    objective: 'Replace glucocorticoid before thyroid hormone in hypopituitarism after postpartum hemorrhage.',
    task: 'treatment',
    steps: 3,
    takeHome: 'In hypopituitarism, replace cortisol before thyroid hormone; levothyroxine first speeds cortisol clearance and can precipitate adrenal crisis.',
  },
  {
    id: 'endo-q-pituitary-apoplexy',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Pituitary apoplexy',
    stem: 'A 58-year-old man is brought to the emergency department because of a sudden, severe headache that began 6 hours ago, followed by vomiting, double vision, and blurred vision. He has hypertension treated with amlodipine. He has had no trauma. Temperature is 37.4°C, pulse is 108/min, respirations are 18/min, and blood pressure is 92/58 mm Hg. He is drowsy but oriented. The right eyelid droops, and the right eye is turned down and out with a dilated pupil. Confrontation testing shows loss of the temporal visual fields of both eyes. The neck is mildly stiff. There is no proptosis or chemosis, and strength is normal in all limbs. Serum sodium is 131 mEq/L, and glucose is 68 mg/dL.',
    leadIn: 'Which of the following is the most likely diagnosis?',
    options: [
      {
        text: 'Aneurysmal subarachnoid hemorrhage',
        why: 'A ruptured posterior communicating artery aneurysm also causes a thunderclap headache, neck stiffness and an oculomotor palsy, but not bitemporal field loss, hypotension or hypoglycemia.',
      },
      {
        text: 'Bacterial meningitis',
        why: 'Meningitis causes fever, headache and neck stiffness developing over hours to days, without sudden ophthalmoplegia or bitemporal hemianopia.',
      },
      {
        text: 'Cavernous sinus thrombosis',
        why: 'Septic cavernous sinus thrombosis causes fever, proptosis, chemosis and multiple cranial nerve palsies, usually after a facial or sinus infection.',
      },
      {
        text: 'Pituitary apoplexy',
        why: 'Hemorrhage or infarction of a pituitary adenoma expands the sella suddenly, compressing the optic chiasm and the cavernous sinus nerves and abruptly cutting off ACTH, causing hypotension and hypoglycemia.',
      },
      {
        text: 'Posterior cerebral artery stroke',
        why: 'Occipital infarction causes a contralateral homonymous hemianopia, not bitemporal loss, and does not cause an oculomotor palsy with hypotension.',
      },
    ],
    answerIndex: 3,
    rationale:
      'A sudden severe headache with vomiting and meningism, a right oculomotor palsy (from lateral expansion into the cavernous sinus), bitemporal hemianopia (chiasmal compression), and hypotension with hyponatremia and hypoglycemia (acute ACTH deficiency) indicate pituitary apoplexy, usually hemorrhage into a previously unrecognized adenoma. Management is immediate intravenous hydrocortisone after blood is drawn for cortisol, MRI of the sella, and neurosurgical assessment for decompression if vision is threatened.',
    objective: 'Recognize pituitary apoplexy from sudden headache, ophthalmoplegia, chiasmal field loss and acute adrenal insufficiency.',
    task: 'diagnosis',
    steps: 2,
    takeHome: 'Thunderclap headache with ophthalmoplegia, bitemporal field loss and hypotension suggests pituitary apoplexy: give IV hydrocortisone, then MRI and neurosurgery.',
  },
  {
    id: 'endo-q-central-diabetes-insipidus-desmopressin',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Central diabetes insipidus: desmopressin',
    stem: 'A 24-year-old man is in the intensive care unit 3 days after a motorcycle collision in which he sustained a basilar skull fracture. He is awake and asks repeatedly for water. Over the past 18 hours his urine output has been 300 to 400 mL/h. He has received only maintenance intravenous fluids, and no mannitol or diuretics. Pulse is 96/min, and blood pressure is 118/72 mm Hg. Serum sodium is 151 mEq/L, glucose is 104 mg/dL, urea nitrogen is 14 mg/dL, and osmolality is 312 mOsm/kg H₂O. Urine osmolality is 90 mOsm/kg H₂O.',
    leadIn: 'The most appropriate drug for this patient acts by which of the following mechanisms?',
    options: [
      {
        text: 'Blockade of the epithelial sodium channel',
        why: 'Amiloride blocks ENaC and is used for lithium-induced nephrogenic diabetes insipidus, because lithium enters collecting duct cells through that channel.',
      },
      {
        text: 'Inhibition of prostaglandin synthesis',
        why: 'NSAIDs such as indomethacin enhance the renal response to ADH and are adjuncts in nephrogenic diabetes insipidus.',
      },
      {
        text: 'Inhibition of the distal Na-Cl cotransporter',
        why: 'Thiazides cause mild volume contraction and increased proximal reabsorption, reducing urine volume in nephrogenic diabetes insipidus; they are not first-line for central disease.',
      },
      {
        text: 'Vasopressin V2 receptor agonism',
        why: 'Desmopressin activates V2 receptors on collecting duct cells; Gs-cAMP signaling inserts aquaporin-2 channels into the luminal membrane so water is reabsorbed, and it has little V1 pressor effect.',
      },
      {
        text: 'Vasopressin V2 receptor antagonism',
        why: 'Vaptans block V2 receptors to cause free water loss; they treat euvolemic hyponatremia such as SIADH and would worsen this patient\'s hypernatremia.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Large-volume, very dilute urine (90 mOsm/kg) with a rising serum sodium and osmolality after a basilar skull fracture, without glycosuria, mannitol or diuretics, is central diabetes insipidus (arginine vasopressin deficiency) from injury to the hypothalamus or posterior pituitary. Treatment is desmopressin, a synthetic V2-selective vasopressin analog, with free water replacement and close monitoring of sodium, because post-traumatic diabetes insipidus can be transient or can be followed by a phase of inappropriate ADH release.',
    objective: 'Treat central diabetes insipidus with desmopressin and explain its V2 receptor mechanism.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'Dilute polyuria with rising sodium after head trauma or pituitary surgery is central DI: desmopressin (V2 agonist) inserts aquaporin-2 in the collecting duct.',
  },
  {
    id: 'endo-q-craniopharyngioma-origin',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Craniopharyngioma: embryologic origin',
    stem: 'A 9-year-old boy is brought to the physician because of morning headaches for 6 months and frequently bumping into objects on both sides. He has also been drinking much more water and getting up at night to urinate. His height has fallen from the 50th to the 10th percentile over 2 years. Pulse is 84/min, and blood pressure is 102/64 mm Hg. Confrontation testing shows loss of the temporal visual fields of both eyes, and funduscopy shows pale optic discs. MRI of the brain shows a 3-cm suprasellar mass with solid and cystic components; CT shows calcifications within the mass.',
    leadIn: 'This mass most likely arises from remnants of which of the following embryologic structures?',
    options: [
      {
        text: 'Neural crest',
        why: 'Neural crest gives rise to neuroblastoma, pheochromocytoma and melanocytic tumors, not to a calcified suprasellar cyst.',
      },
      {
        text: 'Notochord',
        why: 'Notochord remnants give rise to chordomas, which arise in the clivus or sacrum and destroy bone.',
      },
      {
        text: 'Rathke pouch',
        why: 'Craniopharyngiomas arise from squamous epithelial rests of Rathke pouch, the oral ectoderm that forms the anterior pituitary, and are typically suprasellar, cystic and calcified.',
      },
      {
        text: 'Third pharyngeal pouch',
        why: 'The third pharyngeal pouch forms the thymus and the inferior parathyroid glands.',
      },
      {
        text: 'Thyroglossal duct',
        why: 'Thyroglossal duct remnants form midline neck cysts near the hyoid bone, not intracranial masses.',
      },
    ],
    answerIndex: 2,
    rationale:
      'A child with headaches, bitemporal hemianopia from chiasmal compression, slowing growth (growth hormone deficiency) and polyuria with polydipsia (central diabetes insipidus) has a suprasellar mass that is cystic and calcified: the classic picture of craniopharyngioma, the most common supratentorial tumor of nonglial origin in children. It is benign histologically but locally aggressive, and it arises from epithelial remnants of Rathke pouch, an outpouching of the primitive oral cavity that becomes the anterior pituitary. The cysts contain a thick, cholesterol-rich fluid.',
    objective: 'Recognize craniopharyngioma and its origin from Rathke pouch remnants.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'A calcified, cystic suprasellar mass in a child with bitemporal field loss, poor growth and polyuria is craniopharyngioma, from Rathke pouch epithelium.',
  },
  {
    id: 'endo-q-antipsychotic-hyperprolactinemia',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Antipsychotic-induced hyperprolactinemia',
    stem: 'A 26-year-old woman with schizophrenia comes to the physician because she has had no menstrual period for 3 months and has noticed a milky discharge from both nipples. Her psychotic symptoms have been well controlled since she started risperidone 5 months ago. She takes no other medications. Vital signs are within normal limits. Milky fluid can be expressed from both nipples, and visual fields are full to confrontation. A urine pregnancy test is negative. Serum TSH and creatinine are within the reference ranges. Serum prolactin is 86 ng/mL (reference range below 20 ng/mL).',
    leadIn: 'Which of the following drug effects most likely explains her symptoms?',
    options: [
      {
        text: 'Histamine H1 receptor blockade in the hypothalamus',
        why: 'H1 blockade causes sedation and weight gain with antipsychotics; it does not raise prolactin.',
      },
      {
        text: 'Mesolimbic D2 receptor blockade',
        why: 'Blocking D2 receptors in the mesolimbic pathway is what reduces positive psychotic symptoms; it does not control prolactin.',
      },
      {
        text: 'Nigrostriatal D2 receptor blockade',
        why: 'Blockade in the nigrostriatal pathway causes extrapyramidal effects such as parkinsonism, dystonia and akathisia.',
      },
      {
        text: 'Serotonin 5-HT2A receptor antagonism in the cortex',
        why: '5-HT2A antagonism is thought to limit extrapyramidal effects of second-generation antipsychotics; it does not cause galactorrhea.',
      },
      {
        text: 'Tuberoinfundibular D2 receptor blockade',
        why: 'Dopamine from the tuberoinfundibular pathway reaches the anterior pituitary through portal vessels and tonically inhibits prolactin release through D2 receptors on lactotrophs; blocking it raises prolactin.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Amenorrhea and galactorrhea with a prolactin of 86 ng/mL that began after risperidone was started, with pregnancy, hypothyroidism and kidney disease excluded, is antipsychotic-induced hyperprolactinemia. Prolactin is the only anterior pituitary hormone under predominantly inhibitory hypothalamic control, by dopamine. The anterior pituitary lies outside the blood-brain barrier, and risperidone (with its metabolite paliperidone) penetrates the brain relatively poorly, so it occupies lactotroph D2 receptors strongly. High prolactin suppresses GnRH pulses, causing hypogonadism and bone loss. Options include switching to aripiprazole, a partial D2 agonist, or adding it.',
    objective: 'Explain antipsychotic-induced hyperprolactinemia by D2 blockade in the tuberoinfundibular pathway.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'Antipsychotics raise prolactin by blocking D2 receptors on lactotrophs (tuberoinfundibular pathway); risperidone does this most, aripiprazole least.',
  },
  {
    id: 'endo-q-kallmann-syndrome',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Kallmann syndrome',
    stem: 'A 17-year-old boy is brought to the physician because he has not gone through puberty. He has never been able to smell food cooking or smoke. He is otherwise healthy and takes no medications. His height is at the 50th percentile, and his arm span exceeds his height by 6 cm. Pulse is 68/min, and blood pressure is 112/70 mm Hg. He has no facial hair, sparse pubic hair, and prepubertal genitalia; each testis measures 2 mL. There is no gynecomastia. Serum LH, FSH, and testosterone are low. Prolactin, TSH, free T4, and morning cortisol are within the reference ranges. MRI shows a normal pituitary gland and absent olfactory bulbs.',
    leadIn: 'Which of the following best explains this patient\'s condition?',
    options: [
      {
        text: 'Androgen receptor insensitivity',
        why: 'Androgen insensitivity causes a female or undervirilized phenotype in a 46,XY individual with high testosterone and LH, not low gonadotropins.',
      },
      {
        text: 'Constitutional delay of growth and puberty',
        why: 'Constitutional delay also causes low gonadotropins in adolescence, usually with short stature and delayed bone age, but it does not cause anosmia or absent olfactory bulbs.',
      },
      {
        text: 'Failed migration of GnRH-secreting neurons',
        why: 'GnRH neurons arise in the olfactory placode and migrate with olfactory axons to the hypothalamus; when this fails, GnRH is absent and the olfactory bulbs do not form, giving hypogonadotropic hypogonadism with anosmia.',
      },
      {
        text: 'Lactotroph adenoma suppressing GnRH',
        why: 'Hyperprolactinemia can suppress GnRH and cause hypogonadism, but prolactin is normal and the pituitary is normal on MRI.',
      },
      {
        text: 'Meiotic nondisjunction causing 47,XXY',
        why: 'Klinefelter syndrome causes primary testicular failure with high LH and FSH, small firm testes and often gynecomastia; smell is normal.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Absent puberty with low LH, FSH and testosterone is hypogonadotropic hypogonadism. The other pituitary axes and prolactin are normal and the pituitary is normal, so the defect lies in GnRH secretion; anosmia with absent olfactory bulbs identifies Kallmann syndrome. During development, GnRH neurons migrate from the olfactory placode along olfactory and vomeronasal nerves into the hypothalamus; mutations such as ANOS1 (KAL1) disrupt this. Eunuchoid proportions reflect delayed epiphyseal closure. Treatment is testosterone for virilization, or gonadotropins or pulsatile GnRH when fertility is desired.',
    objective: 'Explain Kallmann syndrome by failed migration of GnRH neurons from the olfactory placode.',
    task: 'pathophysiology',
    steps: 2,
    takeHome: 'Hypogonadotropic hypogonadism with anosmia is Kallmann syndrome: GnRH neurons fail to migrate from the olfactory placode to the hypothalamus.',
  },
  {
    id: 'endo-q-hyponatremia-osmotic-demyelination',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hyponatremia overcorrection: osmotic demyelination',
    stem: 'A 54-year-old woman with alcohol use disorder was admitted to the hospital 4 days ago with confusion after a week of drinking beer with little food. Serum sodium was 112 mEq/L, and potassium was 2.9 mEq/L. She received intravenous 0.9% saline with potassium chloride and thiamine, began passing large volumes of dilute urine, and her sodium rose to 127 mEq/L within the first 24 hours. Her confusion cleared by the second day. Today she has developed slurred speech, difficulty swallowing, and weakness of all four limbs. Temperature is 37.0°C, pulse is 82/min, and blood pressure is 124/76 mm Hg. She is alert. Extraocular movements are full without nystagmus, there is no tremor, and reflexes are brisk with bilateral extensor plantar responses. Serum sodium is 136 mEq/L.',
    leadIn: 'Which of the following is the most likely cause of her new findings?',
    options: [
      {
        text: 'Delirium from alcohol withdrawal',
        why: 'Withdrawal delirium occurs 2 to 4 days after the last drink with agitation, tremor, hallucinations and autonomic hyperactivity; she is alert with stable vital signs and has focal signs.',
      },
      {
        text: 'Hepatic encephalopathy',
        why: 'Hepatic encephalopathy causes fluctuating confusion and asterixis, not dysarthria, dysphagia and quadriparesis with upper motor neuron signs in an alert patient.',
      },
      {
        text: 'Hyponatremic cerebral edema',
        why: 'Cerebral edema results from acute, untreated hyponatremia and causes headache, seizures and reduced consciousness; her sodium has been corrected and she improved first.',
      },
      {
        text: 'Osmotic demyelination syndrome',
        why: 'A rise in sodium of 15 mEq/L in 24 hours in chronic hyponatremia dehydrates adapted brain cells and damages oligodendrocytes, especially in the pons, causing dysarthria, dysphagia and quadriparesis days after correction.',
      },
      {
        text: 'Wernicke encephalopathy',
        why: 'Thiamine deficiency causes confusion, ophthalmoplegia or nystagmus and ataxia; her eye movements are normal and she received thiamine.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Her hyponatremia was chronic (present for days, with brain cells having shed osmolytes) and she had several risk factors for osmotic demyelination: sodium below 120 mEq/L, alcohol use disorder, malnutrition and hypokalemia. Once beer potomania was interrupted, a water diuresis raised sodium by 15 mEq/L in 24 hours, well above the limit of 8 mEq/L for high-risk patients. The typical course is initial improvement, then 2 to 6 days later dysarthria, dysphagia, spastic quadriparesis or a locked-in state. Overcorrection should be reversed early with free water and desmopressin.',
    objective: 'Recognize osmotic demyelination after overly rapid correction of chronic hyponatremia.',
    task: 'complication',
    steps: 2,
    takeHome: 'Raise chronic hyponatremia by no more than 8 mEq/L in 24 hours in high-risk patients; faster correction causes osmotic demyelination days later.',
  },
  {
    id: 'endo-q-dka-add-dextrose',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Diabetic ketoacidosis: glucose falls before the anion gap closes',
    stem: 'A 22-year-old man with type 1 diabetes mellitus was admitted 6 hours ago with diabetic ketoacidosis after missing insulin doses. On admission, glucose was 560 mg/dL, bicarbonate 7 mEq/L, and potassium 4.6 mEq/L. He has received 3 L of 0.9% saline and now receives 0.45% saline with 20 mEq/L of potassium chloride at 250 mL/h and a continuous intravenous infusion of regular insulin at 0.1 U/kg/h. He feels less nauseated. Pulse is 98/min, respirations are 22/min, and blood pressure is 118/72 mm Hg. He is alert. Serum studies now show sodium 138 mEq/L, potassium 4.2 mEq/L, chloride 106 mEq/L, bicarbonate 14 mEq/L, and glucose 232 mg/dL; beta-hydroxybutyrate remains elevated.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Add 5% dextrose to the intravenous fluids',
        why: 'Once glucose falls to about 200 to 250 mg/dL, dextrose is added so that insulin can continue, often at a lower rate, until the ketoacidosis resolves.',
      },
      {
        text: 'Continue the current fluids and insulin unchanged',
        why: 'Without added dextrose, continued insulin at this rate will drive the glucose into the hypoglycemic range before the ketosis clears.',
      },
      {
        text: 'Give intravenous sodium bicarbonate',
        why: 'Bicarbonate is considered only for a pH below about 7.0; the acidosis is improving and bicarbonate risks hypokalemia and delayed ketone clearance.',
      },
      {
        text: 'Stop insulin until the glucose rises',
        why: 'Stopping the infusion allows ketogenesis to resume and the acidosis to worsen; insulin is needed to suppress lipolysis, not only to lower glucose.',
      },
      {
        text: 'Switch to subcutaneous insulin now',
        why: 'The transition to subcutaneous insulin is made after the anion gap closes and the patient can eat, with subcutaneous basal insulin given about 2 hours before the infusion stops.',
      },
    ],
    answerIndex: 0,
    rationale:
      'The glucose has fallen to 232 mg/dL, but the anion gap is still 18 mEq/L (138 minus 106 minus 14), bicarbonate is 14 mEq/L and beta-hydroxybutyrate remains high, so ketoacidosis persists. In DKA, glucose corrects faster than ketosis. The goal of insulin is to stop lipolysis and ketogenesis, so the infusion continues and 5% dextrose is added to keep glucose around 150 to 200 mg/dL. Potassium (4.2 mEq/L) is being replaced appropriately and should be monitored every 2 to 4 hours.',
    objective: 'Add dextrose and continue the insulin infusion when glucose falls before DKA resolves.',
    task: 'next-step',
    steps: 2,
    takeHome: 'In DKA, glucose normalizes before the ketoacidosis: at about 200-250 mg/dL add dextrose and keep insulin running until the anion gap closes.',
  },
  {
    id: 'endo-q-hyperosmolar-hyperglycemic-state',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hyperosmolar hyperglycemic state: initial management',
    stem: 'A 78-year-old woman is brought from her nursing home to the emergency department because of increasing confusion for 2 days. Staff report that she has been urinating more frequently and drinking little for about a week. She has type 2 diabetes mellitus treated with metformin. Temperature is 37.9°C, pulse is 118/min, respirations are 18/min, and blood pressure is 96/58 mm Hg. She is lethargic but responds to her name and has no focal neurologic deficits. The mucous membranes are dry. Serum studies show sodium 142 mEq/L, potassium 4.8 mEq/L, chloride 106 mEq/L, bicarbonate 24 mEq/L, urea nitrogen 62 mg/dL, creatinine 2.1 mg/dL, glucose 980 mg/dL, and osmolality 360 mOsm/kg H₂O. Serum beta-hydroxybutyrate is mildly elevated. Urinalysis shows pyuria and bacteriuria.',
    leadIn: 'Which of the following is the most appropriate initial step in management?',
    options: [
      {
        text: 'Intravenous 0.45% saline',
        why: 'Hypotonic saline has a later, limited role, when osmolality fails to fall despite adequate isotonic fluid; given first to a hypotensive patient it expands the circulation less and lowers osmolality too quickly.',
      },
      {
        text: 'Intravenous 0.9% saline',
        why: 'Isotonic crystalloid at about 500 to 1,000 mL/h for the first 2 to 4 hours restores intravascular volume and kidney perfusion and by itself begins to lower glucose and osmolality.',
      },
      {
        text: 'Intravenous insulin bolus and infusion',
        why: 'Insulin given before volume is restored moves glucose and water into cells and can precipitate circulatory collapse; in HHS it is started after fluids are under way, usually without a bolus.',
      },
      {
        text: 'Intravenous sodium bicarbonate',
        why: 'There is no significant acidosis (bicarbonate 24 mEq/L, normal anion gap), so bicarbonate has no role.',
      },
      {
        text: 'Oral free water through a nasogastric tube',
        why: 'Free water is part of correcting the water deficit later, but it does not restore circulating volume in a hypotensive patient and can lower osmolality too quickly.',
      },
    ],
    answerIndex: 1,
    rationale:
      'Marked hyperglycemia (980 mg/dL) with a serum osmolality of 360 mOsm/kg, confusion, severe dehydration with hypotension and prerenal azotemia, and no significant acidosis (bicarbonate 24 mEq/L, anion gap 12) is the hyperosmolar hyperglycemic state, here precipitated by a urinary tract infection. Fluid deficits are often 8 to 10 L. The first step is intravenous 0.9% saline; a low-dose insulin infusion is started once fluids are running and potassium is not low (the 2024 ADA consensus holds insulin while potassium is below 3.5 mEq/L; older protocols used 3.3 mEq/L). The corrected sodium (about 156 mEq/L) shows a large free water deficit to be corrected gradually.',
    objective: 'Begin treatment of hyperosmolar hyperglycemic state with isotonic saline before insulin.',
    task: 'next-step',
    steps: 2,
    takeHome: 'HHS: restore volume with isotonic saline first; start insulin only after fluids are under way and potassium is not low, lowering osmolality slowly.',
  },
  {
    id: 'endo-q-latent-autoimmune-diabetes-adults',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Latent autoimmune diabetes in adults',
    stem: 'A 38-year-old man comes to the physician because of increased thirst, frequent urination, and a 6-kg weight loss over 2 months. Eight months ago, type 2 diabetes mellitus was diagnosed when his hemoglobin A1c was 7.6%, and he began metformin; glipizide was added 3 months ago. He takes both drugs as prescribed and has followed a diet. He has Hashimoto thyroiditis treated with levothyroxine. There is no family history of diabetes. Body mass index is 22 kg/m². Pulse is 84/min, and blood pressure is 118/74 mm Hg. There is no acanthosis nigricans. Serum glucose is 284 mg/dL, and hemoglobin A1c is 9.8%. Urinalysis shows glucose and small ketones. Serum bicarbonate is 25 mEq/L.',
    leadIn: 'Which of the following tests is most likely to establish the cause of his worsening hyperglycemia?',
    options: [
      {
        text: 'CT of the abdomen with pancreatic protocol',
        why: 'New diabetes with weight loss in an older adult raises concern for pancreatic cancer, but a lean 38-year-old with autoimmune thyroid disease is far more likely to have autoimmune diabetes.',
      },
      {
        text: 'Glutamic acid decarboxylase antibodies',
        why: 'Antibodies to GAD65 (or other islet antigens) identify autoimmune beta-cell destruction, establishing latent autoimmune diabetes in adults, which needs insulin.',
      },
      {
        text: 'HNF1A gene sequencing',
        why: 'Maturity-onset diabetes of the young is considered with a strong multigenerational family history and marked sensitivity to sulfonylureas; he has neither.',
      },
      {
        text: 'Oral glucose tolerance test',
        why: 'A glucose tolerance test diagnoses diabetes, which is already established; it says nothing about the cause.',
      },
      {
        text: 'Serum ferritin and transferrin saturation',
        why: 'Iron overload causes diabetes through pancreatic damage, usually with liver disease, skin pigmentation or arthropathy, which are absent.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A lean adult labeled as having type 2 diabetes who fails metformin and a sulfonylurea within months, loses weight, develops ketonuria, has no family history of diabetes or signs of insulin resistance, and has another autoimmune disease, most likely has latent autoimmune diabetes in adults, a slowly progressive form of autoimmune (type 1) diabetes. GAD65 antibodies are the most sensitive marker; a low C-peptide supports insulin deficiency. Confirmation changes treatment: insulin should be started, and sulfonylureas may hasten beta-cell failure.',
    objective: 'Identify latent autoimmune diabetes in adults with GAD antibodies in a lean adult failing oral drugs.',
    task: 'investigation',
    steps: 2,
    takeHome: 'A lean adult with "type 2" diabetes who fails oral drugs within months may have LADA: check GAD antibodies (and C-peptide) and start insulin early.',
  },
  {
    id: 'endo-q-sulfonylurea-hypoglycemia-octreotide',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Sulfonylurea-induced hypoglycemia: treatment',
    stem: 'A 79-year-old man is brought to the emergency department because his wife found him confused and sweating. He has type 2 diabetes mellitus treated with glyburide and chronic kidney disease with an estimated glomerular filtration rate of 22 mL/min/1.73 m². Fingerstick glucose is 38 mg/dL. After an intravenous bolus of 50% dextrose he becomes alert. Ninety minutes later he is sweating again and his glucose is 46 mg/dL; a 10% dextrose infusion is started, but over the next 3 hours his glucose falls below 60 mg/dL twice more. Pulse is 96/min, and blood pressure is 148/82 mm Hg. He is alert and has no focal neurologic deficits.',
    leadIn: 'Which of the following is the most appropriate additional treatment?',
    options: [
      {
        text: 'Acarbose',
        why: 'An alpha-glucosidase inhibitor slows carbohydrate absorption and would blunt the effect of oral glucose; it has no role in treating hypoglycemia.',
      },
      {
        text: 'Diazoxide',
        why: 'Diazoxide opens beta-cell ATP-sensitive potassium channels and is used for insulinoma or congenital hyperinsulinism; it is less effective and causes hypotension, so it has been replaced for this purpose.',
      },
      {
        text: 'Glucagon',
        why: 'Glucagon raises glucose briefly but also stimulates insulin secretion from sulfonylurea-primed beta cells, and its effect is short; it is used when intravenous access is not available.',
      },
      {
        text: 'Hydrocortisone',
        why: 'Glucocorticoids raise glucose slowly and are used for hypoglycemia due to adrenal insufficiency, which is not suspected here.',
      },
      {
        text: 'Octreotide',
        why: 'The somatostatin analog inhibits calcium-dependent insulin release from beta cells, preventing the insulin surge that each dextrose dose provokes in sulfonylurea poisoning; it reduces recurrent hypoglycemia and dextrose needs.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Recurrent hypoglycemia despite dextrose in an older man taking glyburide with advanced kidney disease is sulfonylurea-induced hyperinsulinemic hypoglycemia. Glyburide and its active metabolites are cleared by the kidney and bind beta-cell sulfonylurea receptors, closing ATP-sensitive potassium channels. Dextrose raises glucose, which further stimulates insulin release, so hypoglycemia recurs. Octreotide suppresses this release and is the specific treatment, along with continued dextrose, food when possible, and at least 24 hours of observation. Glyburide should be stopped permanently in kidney disease.',
    objective: 'Add octreotide for recurrent hypoglycemia caused by a sulfonylurea.',
    task: 'treatment',
    steps: 3,
    takeHome: 'Recurrent hypoglycemia from a sulfonylurea after dextrose calls for octreotide, which blocks the insulin release that dextrose provokes; observe for at least 24 hours.',
  },
  {
    id: 'endo-q-sglt2-euglycemic-ketoacidosis',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'SGLT2 inhibitor: euglycemic ketoacidosis',
    stem: 'A 56-year-old woman with type 2 diabetes mellitus develops nausea, vomiting, abdominal discomfort, and malaise 2 days after a laparoscopic cholecystectomy. She has eaten very little since the operation. Her medications are metformin (held since surgery), empagliflozin (continued), hydrochlorothiazide, atorvastatin, and ondansetron as needed. Temperature is 37.2°C, pulse is 112/min, respirations are 26/min and deep, and blood pressure is 108/66 mm Hg. The abdomen is mildly tender around the port sites. Serum studies show sodium 137 mEq/L, potassium 4.6 mEq/L, chloride 104 mEq/L, bicarbonate 10 mEq/L, urea nitrogen 20 mg/dL, creatinine 1.0 mg/dL, glucose 186 mg/dL, and lactate 1.4 mmol/L; beta-hydroxybutyrate is markedly elevated. Arterial blood gas analysis shows pH 7.24 and PCO₂ 24 mm Hg.',
    leadIn: 'Which of her medications most likely contributed to this condition?',
    options: [
      {
        text: 'Atorvastatin',
        why: 'Statins cause myopathy and, rarely, hepatotoxicity; they do not cause ketoacidosis.',
      },
      {
        text: 'Empagliflozin',
        why: 'SGLT2 inhibitors cause glycosuria that keeps glucose only mildly raised while lowering insulin and raising glucagon, which promotes ketogenesis, especially with fasting, surgery or acute illness.',
      },
      {
        text: 'Hydrochlorothiazide',
        why: 'Thiazides cause hypokalemia, hyponatremia and a contraction metabolic alkalosis, and can raise glucose slightly, but they do not cause ketoacidosis.',
      },
      {
        text: 'Metformin',
        why: 'Metformin causes lactic acidosis, mainly with kidney failure or hypoperfusion; lactate here is normal and the acidosis is ketotic.',
      },
      {
        text: 'Ondansetron',
        why: 'Ondansetron can prolong the QT interval and cause constipation; it has no effect on ketone production.',
      },
    ],
    answerIndex: 1,
    rationale:
      'A high anion gap metabolic acidosis (anion gap 23 mEq/L, bicarbonate 10 mEq/L, pH 7.24 with appropriate respiratory compensation) with markedly elevated beta-hydroxybutyrate, a normal lactate and a glucose of only 186 mg/dL is euglycemic diabetic ketoacidosis. Continuing an SGLT2 inhibitor through surgery and poor oral intake is the classic trigger. Treatment is the same as for DKA, with dextrose given from the start alongside the insulin infusion; the drug is stopped, and in future it should be held at least 3 days before surgery.',
    objective: 'Recognize euglycemic diabetic ketoacidosis as an adverse effect of SGLT2 inhibitors.',
    task: 'adverse-effect',
    steps: 2,
    takeHome: 'Anion gap ketoacidosis with only modest hyperglycemia on an SGLT2 inhibitor is euglycemic DKA; hold these drugs at least 3 days before surgery.',
  },
  {
    id: 'endo-q-glp1-receptor-agonist-mechanism',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'GLP-1 receptor agonists: mechanism',
    stem: 'A 58-year-old man with type 2 diabetes mellitus comes to the physician for follow-up. He had a myocardial infarction 2 years ago. He takes metformin at the maximum dose, lisinopril, atorvastatin, and aspirin. Body mass index is 36 kg/m². Pulse is 72/min, and blood pressure is 128/78 mm Hg. Hemoglobin A1c is 8.2%, and estimated glomerular filtration rate is 84 mL/min/1.73 m². The physician adds a once-weekly subcutaneous injection that lowers hemoglobin A1c, promotes weight loss, and has been shown to reduce major cardiovascular events. Over the next month he notices that he feels full sooner after meals and has mild nausea.',
    leadIn: 'Which of the following is the mechanism of action of the added drug?',
    options: [
      {
        text: 'Amylin receptor agonism',
        why: 'Pramlintide also slows gastric emptying and causes nausea and weight loss, but it is injected before each meal with insulin and has no proven cardiovascular benefit.',
      },
      {
        text: 'Dipeptidyl peptidase-4 inhibition',
        why: 'DPP-4 inhibitors are oral, weight neutral, raise endogenous incretins only modestly and have not reduced cardiovascular events.',
      },
      {
        text: 'GLP-1 receptor agonism',
        why: 'Drugs such as semaglutide and dulaglutide activate GLP-1 receptors, increasing glucose-dependent insulin secretion, suppressing glucagon, slowing gastric emptying and reducing appetite; several reduce cardiovascular events.',
      },
      {
        text: 'Insulin receptor activation',
        why: 'A once-weekly basal insulin is available in some countries, but insulin causes weight gain and hypoglycemia rather than early satiety and weight loss.',
      },
      {
        text: 'Sodium-glucose cotransporter 2 inhibition',
        why: 'SGLT2 inhibitors also reduce cardiovascular events and cause modest weight loss, but they are daily oral drugs and cause glycosuria, not early satiety.',
      },
    ],
    answerIndex: 2,
    rationale:
      'For a patient with type 2 diabetes and established atherosclerotic cardiovascular disease, guidelines recommend a drug with proven cardiovascular benefit regardless of A1c. A once-weekly injection that lowers A1c, causes weight loss and early satiety with nausea, and reduces cardiovascular events is a GLP-1 receptor agonist. These peptides resist DPP-4 degradation and act on pancreatic, gastric and hypothalamic receptors. Because insulin release is glucose dependent, hypoglycemia is uncommon without insulin or sulfonylureas. They are contraindicated with a personal or family history of medullary thyroid carcinoma or MEN 2.',
    objective: 'Identify a GLP-1 receptor agonist from its clinical profile and state its mechanism.',
    task: 'mechanism',
    steps: 2,
    takeHome: 'GLP-1 receptor agonists increase glucose-dependent insulin release, suppress glucagon, slow gastric emptying and curb appetite; several lower cardiovascular events.',
  },
  {
    id: 'endo-q-severe-hypoglycemia-glucagon',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Severe hypoglycemia at home: glucagon',
    stem: 'A 15-year-old boy with type 1 diabetes mellitus is brought to the physician by his mother for a follow-up visit. Last week, 2 hours after a soccer game, she found him confused and then unresponsive on his bedroom floor; paramedics measured a glucose of 34 mg/dL and gave intravenous dextrose, after which he recovered fully. He uses insulin glargine and insulin lispro. He had taken his usual dose of lispro before a small dinner. Pulse is 74/min, and blood pressure is 114/70 mm Hg. Examination shows no abnormalities. His mother asks what she can do if he is ever unable to swallow or respond before help arrives.',
    leadIn: 'Which of the following should be prescribed for his family to give in this situation?',
    options: [
      {
        text: 'Buccal glucose gel',
        why: 'Oral or buccal glucose is used for conscious patients who can swallow safely; in an unresponsive person it risks aspiration and is poorly absorbed.',
      },
      {
        text: 'Intramuscular epinephrine',
        why: 'Epinephrine is the treatment for anaphylaxis; it raises glucose only slightly and is not used for hypoglycemia.',
      },
      {
        text: 'Intranasal glucagon',
        why: 'Glucagon stimulates hepatic glycogenolysis and raises glucose within 10 to 15 minutes; intranasal or ready-to-use injectable glucagon can be given by family members to a patient who cannot take sugar by mouth.',
      },
      {
        text: 'Oral fruit juice',
        why: 'Fifteen grams of fast-acting carbohydrate is correct for a conscious patient with mild hypoglycemia, but nothing should be put in the mouth of an unresponsive patient.',
      },
      {
        text: 'Subcutaneous octreotide',
        why: 'Octreotide suppresses endogenous insulin release in sulfonylurea poisoning; it does nothing for hypoglycemia caused by injected insulin.',
      },
    ],
    answerIndex: 2,
    rationale:
      'Severe hypoglycemia (requiring help from another person) after exercise and a mealtime insulin dose with little food shows that he is at risk of further episodes. Everyone treated with insulin who is at risk of level 3 hypoglycemia should have glucagon prescribed, and family, friends and coaches should know how to use it. Intranasal and ready-to-use injectable forms are easier than older reconstitution kits. Glucagon works by mobilizing liver glycogen. He should also learn to reduce insulin and take extra carbohydrate around exercise.',
    objective: 'Prescribe glucagon for family use in a patient on insulin at risk of severe hypoglycemia.',
    task: 'treatment',
    steps: 1,
    takeHome: 'Anyone on insulin at risk of severe hypoglycemia should have glucagon (intranasal or injectable) that family can give when the patient cannot safely swallow.',
  },
  {
    id: 'endo-q-hemoglobin-a1c-hemolysis-fructosamine',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Hemoglobin A1c: falsely low values',
    stem: 'A 44-year-old man with type 2 diabetes mellitus comes to the physician for follow-up. His hemoglobin A1c today is 5.8%, but his home meter readings over the past 3 months show fasting glucose of 160 to 210 mg/dL and readings after meals of 220 to 280 mg/dL. A laboratory fasting glucose drawn today is 188 mg/dL, matching his meter. He has hereditary spherocytosis and has not had a splenectomy. He takes metformin. Pulse is 76/min, and blood pressure is 126/80 mm Hg. There is mild scleral icterus, and the spleen tip is palpable. Hemoglobin is 11.2 g/dL, mean corpuscular volume is 86 μm³, the reticulocyte count is 8%, and total bilirubin is 2.4 mg/dL with a direct fraction of 0.3 mg/dL.',
    leadIn: 'Which of the following is the most appropriate test to monitor his glycemic control?',
    options: [
      {
        text: 'Fasting C-peptide',
        why: 'C-peptide estimates endogenous insulin secretion, which helps classify diabetes, but it does not measure average glucose.',
      },
      {
        text: 'Hemoglobin electrophoresis',
        why: 'Electrophoresis detects hemoglobin variants such as HbS or HbC that can interfere with some A1c assays; the problem here is a shortened red cell lifespan.',
      },
      {
        text: 'Oral glucose tolerance test',
        why: 'A glucose tolerance test diagnoses diabetes or gestational diabetes; it is not used to monitor control in established diabetes.',
      },
      {
        text: 'Repeat hemoglobin A1c by another assay',
        why: 'Any A1c assay will be falsely low when red cells survive only a short time, because they have less time to become glycated.',
      },
      {
        text: 'Serum fructosamine',
        why: 'Fructosamine measures glycated serum proteins (mainly albumin) and reflects average glucose over the preceding 2 to 3 weeks, independent of red cell lifespan.',
      },
    ],
    answerIndex: 4,
    rationale:
      'His A1c of 5.8% is far lower than his measured glucose values would predict (a mean of about 200 mg/dL corresponds to an A1c near 8.6%). Chronic hemolysis from hereditary spherocytosis, shown by anemia, reticulocytosis, indirect hyperbilirubinemia and splenomegaly, shortens red cell survival, so younger red cells have less time to be glycated. Conditions that shorten red cell lifespan (hemolysis, blood loss, transfusion, erythropoietin therapy) falsely lower A1c. Fructosamine or continuous glucose monitoring should be used to guide therapy instead.',
    objective: 'Use fructosamine when hemolysis makes hemoglobin A1c unreliable.',
    task: 'investigation',
    steps: 2,
    takeHome: 'Shortened red cell survival (hemolysis, blood loss, transfusion) falsely lowers A1c; use fructosamine or glucose monitoring instead.',
  },
  {
    id: 'endo-q-men1-pituitary-adenoma',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Multiple endocrine neoplasia type 1',
    stem: 'A 36-year-old man comes to the physician because of recurrent duodenal ulcers despite treatment with a proton pump inhibitor, and watery diarrhea for 6 months. He passed a kidney stone 1 year ago. He does not take NSAIDs, and a test for Helicobacter pylori is negative. His father had surgery for high calcium and died of a pancreatic tumor. Pulse is 78/min, and blood pressure is 124/78 mm Hg. There is mild epigastric tenderness. Serum calcium is 11.4 mg/dL, phosphorus is 2.5 mg/dL, and intact parathyroid hormone is 112 pg/mL (reference range 10-65 pg/mL). Fasting serum gastrin is 1,200 pg/mL (reference range below 100 pg/mL) with a gastric pH of 1.5.',
    leadIn: 'This patient is at greatest risk for which of the following additional tumors?',
    options: [
      {
        text: 'Medullary thyroid carcinoma',
        why: 'Medullary thyroid carcinoma occurs in multiple endocrine neoplasia type 2 (RET), together with pheochromocytoma.',
      },
      {
        text: 'Mucosal neuroma',
        why: 'Mucosal neuromas of the lips and tongue, with a marfanoid habitus, are features of multiple endocrine neoplasia type 2B.',
      },
      {
        text: 'Pheochromocytoma',
        why: 'Pheochromocytoma belongs to MEN 2, von Hippel-Lindau disease and neurofibromatosis type 1; it is not a feature of MEN 1.',
      },
      {
        text: 'Pituitary adenoma',
        why: 'Pituitary adenomas, most often prolactinomas, develop in about 30% to 40% of people with MEN 1, alongside parathyroid hyperplasia and pancreatic neuroendocrine tumors.',
      },
      {
        text: 'Renal cell carcinoma',
        why: 'Clear cell renal carcinoma is part of von Hippel-Lindau disease, with hemangioblastomas and pheochromocytoma.',
      },
    ],
    answerIndex: 3,
    rationale:
      'Primary hyperparathyroidism (hypercalcemia with a high PTH and a kidney stone) together with refractory duodenal ulcers, diarrhea and a markedly raised gastrin with an acidic stomach (gastrinoma, Zollinger-Ellison syndrome), in a young man whose father had hypercalcemia and a pancreatic tumor, indicates multiple endocrine neoplasia type 1. This autosomal dominant disorder results from inactivating mutations of MEN1, which encodes the tumor suppressor menin. The third main component is pituitary adenoma, so patients are screened with prolactin, IGF-1 and pituitary MRI; relatives should be offered genetic testing.',
    objective: 'Recognize MEN 1 from hyperparathyroidism and gastrinoma and anticipate a pituitary adenoma.',
    task: 'complication',
    steps: 2,
    takeHome: 'Hyperparathyroidism plus a gastrinoma signals MEN 1 (menin): screen for pituitary adenomas, most often prolactinomas.',
    table: {
      caption: 'Multiple endocrine neoplasia syndromes',
      header: ['Syndrome', 'Gene', 'Main tumors'],
      rows: [
        ['MEN 1', 'MEN1 (menin)', 'Parathyroid, pancreatic neuroendocrine, pituitary'],
        ['MEN 2A', 'RET', 'Medullary thyroid, pheochromocytoma, parathyroid'],
        ['MEN 2B', 'RET', 'Medullary thyroid, pheochromocytoma, mucosal neuromas'],
      ],
    },
  },
  {
    id: 'endo-q-testosterone-erythrocytosis',
    category: 'Endocrinology',
    examTypes: ['usmle', 'comlex'],
    topic: 'Testosterone therapy: erythrocytosis',
    stem: 'A 58-year-old man comes to the physician for follow-up 8 months after starting testosterone cypionate 200 mg intramuscularly every 2 weeks for hypogonadism confirmed by two low morning testosterone levels. His energy and libido have improved, but he has had headaches and facial flushing for 1 month. He does not smoke, and his wife reports that he does not snore. Before treatment his hematocrit was 46%. Pulse is 74/min, and blood pressure is 138/84 mm Hg. Oxygen saturation is 97% on room air. His face is ruddy, and the spleen is not palpable. Hemoglobin is 18.8 g/dL, hematocrit is 56%, leukocyte count is 7,200/mm³, and platelet count is 240,000/mm³.',
    leadIn: 'Which of the following is the most appropriate next step in management?',
    options: [
      {
        text: 'Add low-dose aspirin and continue therapy',
        why: 'Aspirin does not address the cause and leaves the thrombotic risk of a hematocrit above 54% in place.',
      },
      {
        text: 'Continue therapy and recheck in 12 months',
        why: 'A hematocrit above 54% on testosterone needs action now, because of the risk of hyperviscosity and thrombosis.',
      },
      {
        text: 'Send JAK2 V617F mutation testing',
        why: 'Testing for polycythemia vera is appropriate for unexplained erythrocytosis, especially with high leukocyte or platelet counts or splenomegaly; here the cause is evident and other counts are normal.',
      },
      {
        text: 'Start hydroxyurea',
        why: 'Hydroxyurea is cytoreductive therapy for high-risk polycythemia vera, not for secondary erythrocytosis caused by a drug.',
      },
      {
        text: 'Stop testosterone therapy',
        why: 'When hematocrit exceeds 54% during testosterone treatment, therapy is withheld until it falls to a safe level, then resumed at a lower dose; therapeutic phlebotomy is sometimes added.',
      },
    ],
    answerIndex: 4,
    rationale:
      'Erythrocytosis is the most common laboratory adverse effect of testosterone and is most marked with intramuscular injections, which produce high peak levels. Testosterone stimulates erythropoietin and suppresses hepcidin, increasing iron availability for erythropoiesis. His hematocrit rose from 46% to 56% with symptoms of hyperviscosity, and normal oxygen saturation, no snoring and normal leukocyte and platelet counts point to the drug rather than hypoxia or polycythemia vera. Guidelines advise stopping testosterone when hematocrit exceeds 54% and restarting at a reduced dose or with a transdermal preparation once it normalizes.',
    objective: 'Withhold testosterone therapy when hematocrit rises above 54%.',
    task: 'next-step',
    steps: 2,
    takeHome: 'Erythrocytosis is the commonest lab adverse effect of testosterone: check hematocrit at 3-6 months and stop therapy if it exceeds 54%.',
  },
];
