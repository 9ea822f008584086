import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'biostat-sensitivity-and-specificity',
    title: 'Sensitivity and specificity',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['sensitivity', 'specificity', 'true positive rate', 'true negative rate', 'SnNout', 'SpPin', 'false negative rate', 'false positive rate', '2x2 table'],
    definition:
      'Sensitivity is the proportion of people with a disease whom a test correctly identifies as positive, and specificity is the proportion of people without the disease whom the test correctly identifies as negative.',
    highYield: [
      'Sensitivity = true positives / (true positives + false negatives), which is TP / all people with the disease (a / (a + c) in the standard 2x2 table).',
      'Specificity = true negatives / (true negatives + false positives), which is TN / all people without the disease (d / (b + d) in the standard 2x2 table).',
      'The false-negative rate equals 1 - sensitivity, and the false-positive rate equals 1 - specificity.',
      'Worked example of sensitivity and specificity: if a test is positive in 90 of 100 patients with the disease and negative in 80 of 100 patients without it, sensitivity is 90/100 = 90% and specificity is 80/100 = 80%.',
      'A highly sensitive test, when negative, rules the disease out (SnNout), because a sensitive test rarely misses disease.',
      'A highly specific test, when positive, rules the disease in (SpPin), because a specific test rarely gives a false-positive result.',
      'Highly sensitive tests are preferred for screening and for diseases that are dangerous to miss, such as HIV screening with a fourth-generation antigen/antibody immunoassay.',
      'Highly specific tests are preferred for confirmation after a positive screening test, especially when a false-positive result would lead to harmful treatment or stigma.',
      'Sensitivity and specificity are properties of the test at a given cut-off and do not change with disease prevalence, unlike positive and negative predictive values.',
      'Sensitivity and specificity trade off against each other: moving the cut-off to raise one lowers the other.',
      'Diagnostic accuracy (overall accuracy) of a test = (true positives + true negatives) / all people tested.',
    ],
    keyComparisons: [
      {
        with: 'biostat-predictive-values',
        difference:
          'Sensitivity and specificity start from true disease status (of those with disease, how many test positive), whereas predictive values start from the test result (of those who test positive, how many have disease) and change with prevalence.',
      },
      {
        with: 'biostat-likelihood-ratios',
        difference: 'Likelihood ratios combine sensitivity and specificity into one number that converts pretest odds into posttest odds for an individual patient.',
      },
    ],
    why: [
      {
        question: 'Why does a negative result on a highly sensitive test rule out disease?',
        answer:
          'A highly sensitive test produces very few false negatives, so almost everyone with the disease tests positive. A negative result therefore makes disease very unlikely (SnNout).',
      },
      {
        question: 'Why are screening tests chosen for high sensitivity rather than high specificity?',
        answer:
          'Screening aims not to miss disease in a large population, so a low false-negative rate matters most. The false positives that a sensitive test generates are then sorted out by a more specific confirmatory test.',
      },
    ],
    dontMiss:
      'Sensitivity and specificity do not tell a clinician the probability that a given patient with a positive result actually has the disease; that probability is the positive predictive value, which depends on prevalence.',
  },
  {
    id: 'biostat-predictive-values',
    title: 'Positive and negative predictive value',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['PPV', 'NPV', 'positive predictive value', 'negative predictive value', 'predictive value', 'post-test probability', 'precision (test)'],
    definition:
      'Positive predictive value (PPV) is the probability that a person with a positive test result truly has the disease, and negative predictive value (NPV) is the probability that a person with a negative test result truly does not have the disease.',
    highYield: [
      'Positive predictive value = true positives / (true positives + false positives), which is TP / all positive tests (a / (a + b) in the standard 2x2 table).',
      'Negative predictive value = true negatives / (true negatives + false negatives), which is TN / all negative tests (d / (c + d) in the standard 2x2 table).',
      'As disease prevalence (pretest probability) rises, positive predictive value rises and negative predictive value falls, while sensitivity and specificity stay the same.',
      'As disease prevalence falls, positive predictive value falls and negative predictive value rises, which is why screening a low-prevalence population yields many false positives.',
      'Worked example of prevalence and PPV: a test with 90% sensitivity and 90% specificity used in 10,000 people with 1% prevalence gives 90 true positives and 990 false positives, so PPV = 90 / 1,080 = about 8% and NPV = 8,910 / 8,920 = about 99.9%.',
      'With the same 90% sensitive and 90% specific test at 50% prevalence, the positive predictive value rises to 90%, showing that PPV depends on the population tested.',
      'Predictive values answer the question patients ask ("Doctor, I tested positive; do I have the disease?"), so they are the values used when counselling an individual about a result.',
      'Raising a test cut-off to increase specificity increases positive predictive value, and lowering it to increase sensitivity increases negative predictive value.',
    ],
    keyComparisons: [
      {
        with: 'biostat-sensitivity-and-specificity',
        difference:
          'Predictive values depend on prevalence because they are calculated across a row of the 2x2 table (all positive or all negative results), whereas sensitivity and specificity are calculated down a column (all diseased or all non-diseased people) and are independent of prevalence.',
      },
    ],
    why: [
      {
        question: 'Why does positive predictive value fall when a test is used in a low-prevalence population?',
        answer:
          'When few people have the disease, the small fraction of false positives among the large disease-free group outnumbers the true positives. Most positive results are then false, so PPV falls even though the test itself is unchanged.',
      },
      {
        question: 'Why is a positive screening test in a low-risk patient followed by a confirmatory test?',
        answer:
          'In a low-risk (low-prevalence) setting the positive predictive value of a screening test is low, so many positives are false. A second, highly specific test raises the probability that a positive result is real before treatment or labelling.',
      },
    ],
    dontMiss:
      'Positive and negative predictive values reported in one study cannot be transferred to a population with a different prevalence; recalculate them from sensitivity, specificity and the local prevalence or use likelihood ratios.',
  },
  {
    id: 'biostat-likelihood-ratios',
    title: 'Likelihood ratios',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['LR', 'LR+', 'LR-', 'positive likelihood ratio', 'negative likelihood ratio', 'pretest odds', 'posttest odds', 'Fagan nomogram', 'Bayes theorem'],
    definition:
      'A likelihood ratio is how much more (or less) likely a given test result is in a person with the disease than in a person without it; multiplying pretest odds by the likelihood ratio gives posttest odds.',
    highYield: [
      'Positive likelihood ratio (LR+) = sensitivity / (1 - specificity), the true-positive rate divided by the false-positive rate.',
      'Negative likelihood ratio (LR-) = (1 - sensitivity) / specificity, the false-negative rate divided by the true-negative rate.',
      'Posttest odds = pretest odds x likelihood ratio, where odds = probability / (1 - probability) and probability = odds / (1 + odds).',
      'Worked example of likelihood ratios: a test with 90% sensitivity and 80% specificity has LR+ = 0.9 / 0.2 = 4.5 and LR- = 0.1 / 0.8 = 0.125; at a pretest probability of 50% (odds 1), a positive result gives posttest odds of 4.5, a posttest probability of about 82%.',
      'A likelihood ratio of 1 does not change the probability of disease, so the test result adds no information.',
      'A positive likelihood ratio above 10 or a negative likelihood ratio below 0.1 produces a large, often conclusive, change from pretest to posttest probability.',
      'Likelihood ratios, like sensitivity and specificity, do not depend on disease prevalence, so they can be applied to any patient once the pretest probability is estimated.',
      'Likelihood ratios can be calculated for several levels of a test result (for example, different ranges of a lab value), which keeps more information than a single positive/negative cut-off.',
    ],
    keyComparisons: [
      {
        with: 'biostat-predictive-values',
        difference:
          'Likelihood ratios are fixed properties of a test that are applied to each patient’s own pretest probability, whereas predictive values already have a particular population’s prevalence built into them.',
      },
    ],
    why: [
      {
        question: 'Why can likelihood ratios be used across populations when predictive values cannot?',
        answer:
          'Likelihood ratios are built only from sensitivity and specificity, which do not depend on prevalence. The clinician supplies the prevalence separately as the pretest probability, so the same likelihood ratio works in any setting.',
      },
      {
        question: 'Why must probability be converted to odds before using a likelihood ratio?',
        answer:
          'Bayes’ theorem in this form multiplies odds, not probabilities, by the likelihood ratio. Multiplying a probability directly can give impossible values above 100%, so convert to odds, multiply, then convert back.',
      },
    ],
  },
  {
    id: 'biostat-roc-curve-and-cut-offs',
    title: 'Receiver operating characteristic (ROC) curve and changing test cut-offs',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['ROC curve', 'receiver operating characteristic', 'AUC', 'area under the curve', 'c-statistic', 'cut-off point', 'threshold', 'cutoff'],
    definition:
      'A receiver operating characteristic (ROC) curve plots a test’s sensitivity (true-positive rate) on the y-axis against 1 - specificity (false-positive rate) on the x-axis for every possible cut-off value, showing the trade-off between the two.',
    highYield: [
      'The area under the ROC curve (AUC, or c-statistic) measures overall discrimination: 1.0 is a perfect test and 0.5 (the diagonal line) is no better than chance.',
      'On an ROC curve, the test whose curve lies closest to the upper-left corner has the best combination of sensitivity and specificity.',
      'Lowering the cut-off for a positive result (when higher values indicate disease) increases sensitivity and negative predictive value but decreases specificity and positive predictive value, giving more false positives and fewer false negatives.',
      'Raising the cut-off for a positive result (when higher values indicate disease) increases specificity and positive predictive value but decreases sensitivity and negative predictive value, giving fewer false positives and more false negatives.',
      'Example of a cut-off change: lowering the PSA threshold for biopsy from 4.0 to 2.5 ng/mL detects more prostate cancers (higher sensitivity) at the cost of more false-positive results and biopsies (lower specificity).',
      'The cut-off chosen on an ROC curve depends on the clinical goal: a low cut-off when missing disease is dangerous, and a high cut-off when false positives lead to harmful or costly interventions.',
      'Changing a test cut-off moves a test along its own ROC curve; it does not change the area under the curve, which only a better test can improve.',
    ],
    keyComparisons: [
      {
        with: 'biostat-sensitivity-and-specificity',
        difference:
          'Sensitivity and specificity describe a test at one cut-off, whereas the ROC curve shows them across all cut-offs at once.',
      },
    ],
    why: [
      {
        question: 'Why does lowering a diagnostic cut-off increase false positives?',
        answer:
          'When disease causes higher values, the distributions of healthy and diseased people overlap. Lowering the cut-off captures more of the diseased distribution (more true positives) but also more of the healthy distribution’s upper tail, which become false positives.',
      },
    ],
  },
  {
    id: 'biostat-number-needed-to-treat',
    title: 'Number needed to treat (NNT), number needed to harm (NNH) and absolute risk reduction',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['NNT', 'NNH', 'number needed to treat', 'number needed to harm', 'ARR', 'absolute risk reduction', 'risk difference', 'absolute risk increase'],
    definition:
      'The number needed to treat (NNT) is how many patients must receive a treatment for one additional patient to benefit, and it equals 1 divided by the absolute risk reduction; the number needed to harm (NNH) is how many must be treated for one additional patient to be harmed.',
    highYield: [
      'Absolute risk reduction (ARR) = control event rate - experimental event rate (CER - EER).',
      'Number needed to treat = 1 / absolute risk reduction, with the absolute risk reduction written as a decimal (for example 4% = 0.04).',
      'Number needed to harm = 1 / absolute risk increase, where absolute risk increase = adverse event rate in the treated group - adverse event rate in the control group.',
      'Worked example of NNT: if mortality is 10% with placebo and 6% with a drug, ARR = 0.10 - 0.06 = 0.04, so NNT = 1 / 0.04 = 25 patients treated to prevent one death (and relative risk reduction = 0.04 / 0.10 = 40%).',
      'Worked example of NNH: if a drug causes bleeding in 5% of patients versus 1% with placebo, the absolute risk increase is 0.04, so NNH = 1 / 0.04 = 25.',
      'Number needed to treat is conventionally rounded up to the next whole number, and number needed to harm is rounded down, so that benefit is not overstated and harm is not understated.',
      'A smaller number needed to treat means a more effective intervention, and a larger number needed to harm means a safer one.',
      'The same relative risk reduction gives a much larger number needed to treat in low-risk patients than in high-risk patients, because absolute risk reduction depends on baseline risk.',
      'Number needed to treat always refers to a specific outcome and time period (for example, NNT of 25 over 5 years to prevent one death).',
    ],
    keyComparisons: [
      {
        with: 'biostat-relative-risk',
        difference:
          'Absolute risk reduction and number needed to treat express benefit in absolute terms that depend on baseline risk, whereas relative risk reduction is a proportion that stays similar across risk levels and can make small benefits look large.',
      },
    ],
    why: [
      {
        question: 'Why is the number needed to treat more useful than relative risk reduction for a treatment decision?',
        answer:
          'Relative risk reduction ignores the baseline risk, so a 50% relative reduction may mean going from 2% to 1% (NNT 100) or from 40% to 20% (NNT 5). The number needed to treat shows the real-world effort per patient helped.',
      },
    ],
  },
  {
    id: 'biostat-relative-risk',
    title: 'Relative risk and relative risk reduction',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['RR', 'relative risk', 'risk ratio', 'RRR', 'relative risk reduction', 'cumulative incidence ratio'],
    definition:
      'Relative risk (risk ratio) is the incidence of an outcome in an exposed group divided by the incidence in an unexposed group, and relative risk reduction is the proportion by which a treatment lowers risk compared with control.',
    highYield: [
      'Relative risk = [a / (a + b)] / [c / (c + d)], the incidence in the exposed divided by the incidence in the unexposed, using a 2x2 table with exposure in rows and outcome in columns.',
      'A relative risk of 1 means no association, a relative risk above 1 means the exposure increases risk, and a relative risk below 1 means the exposure is protective.',
      'Relative risk reduction = 1 - relative risk = (control event rate - experimental event rate) / control event rate.',
      'Worked example of relative risk: if 30 of 1,000 smokers and 10 of 1,000 non-smokers develop a disease, the relative risk is (30/1,000) / (10/1,000) = 3.',
      'Relative risk is the measure of association used in cohort studies and randomized controlled trials, because these designs measure incidence directly.',
      'Relative risk cannot be calculated directly from a case-control study, because the investigator fixes the number of cases and controls and incidence is therefore unknown.',
      'A relative risk whose 95% confidence interval includes 1 is not statistically significant at the 0.05 level.',
    ],
    keyComparisons: [
      {
        with: 'biostat-odds-ratio',
        difference:
          'Relative risk compares incidence (risk) and comes from cohort studies and trials, whereas the odds ratio compares odds of exposure and comes from case-control studies; the odds ratio approximates relative risk only when the outcome is rare.',
      },
      {
        with: 'biostat-attributable-risk',
        difference: 'Relative risk is a ratio that describes strength of association, whereas attributable risk is a difference that describes how much disease the exposure actually adds.',
      },
    ],
    why: [
      {
        question: 'Why can a large relative risk reduction correspond to a small clinical benefit?',
        answer:
          'Relative risk reduction is a proportion of the baseline risk. If the baseline risk is very low, halving it removes only a few events per thousand patients, so the absolute risk reduction is small and the number needed to treat is large.',
      },
    ],
  },
  {
    id: 'biostat-odds-ratio',
    title: 'Odds ratio',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['OR', 'odds ratio', 'cross-product ratio', 'exposure odds ratio', 'rare disease assumption'],
    definition:
      'The odds ratio is the odds of exposure among cases divided by the odds of exposure among controls, and it is the measure of association calculated in case-control studies.',
    highYield: [
      'Odds ratio = (a / c) / (b / d) = ad / bc, using a 2x2 table with exposure in rows (a and b exposed) and disease in columns (a and c cases).',
      'Worked example of an odds ratio: if 80 of 100 lung cancer cases and 40 of 100 controls smoked, the odds ratio = (80 x 60) / (20 x 40) = 6.',
      'An odds ratio of 1 means no association, above 1 means the exposure is associated with higher odds of disease, and below 1 means lower odds.',
      'The odds ratio approximates the relative risk when the outcome is rare in the population (the rare disease assumption, commonly taken as an outcome occurring in fewer than about 10% of the people studied).',
      'When the outcome is common, the odds ratio lies farther from 1 than the relative risk and therefore exaggerates the apparent strength of association if read as a risk ratio.',
      'The odds ratio is also the measure produced by logistic regression and is often reported by cross-sectional studies.',
      'An odds ratio whose 95% confidence interval includes 1 is not statistically significant at the 0.05 level.',
    ],
    keyComparisons: [
      {
        with: 'biostat-relative-risk',
        difference:
          'The odds ratio is used when incidence cannot be measured (case-control studies), whereas relative risk requires incidence from a cohort study or trial.',
      },
      {
        with: 'biostat-case-control-study',
        difference: 'A case-control study is the design, and the odds ratio is the statistic it produces.',
      },
    ],
    why: [
      {
        question: 'Why does a case-control study report an odds ratio instead of a relative risk?',
        answer:
          'In a case-control study the investigator chooses how many cases and controls to enroll, so the proportion with disease reflects the design, not the population. Incidence, and therefore relative risk, cannot be calculated, but the odds of exposure in each group can.',
      },
    ],
  },
  {
    id: 'biostat-attributable-risk',
    title: 'Attributable risk and population attributable risk',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['AR', 'attributable risk', 'risk difference', 'attributable risk percent', 'ARP', 'population attributable risk', 'PAR', 'etiologic fraction'],
    definition:
      'Attributable risk is the difference in incidence between an exposed and an unexposed group, representing the excess risk of disease that is due to the exposure.',
    highYield: [
      'Attributable risk = incidence in the exposed - incidence in the unexposed = a / (a + b) - c / (c + d).',
      'Attributable risk percent (ARP) = (incidence in exposed - incidence in unexposed) / incidence in exposed, which also equals (relative risk - 1) / relative risk.',
      'Worked example of attributable risk: if disease incidence is 30 per 1,000 in smokers and 10 per 1,000 in non-smokers, the attributable risk is 20 per 1,000, the relative risk is 3 and the attributable risk percent is (3 - 1) / 3 = 67%.',
      'Attributable risk percent is the proportion of disease in exposed people that would be prevented by removing the exposure, assuming the association is causal.',
      'Population attributable risk = incidence in the total population - incidence in the unexposed, and it depends on both the strength of the association and how common the exposure is.',
      'Attributable risk is the exposure (harm) counterpart of absolute risk reduction, and its reciprocal is the number needed to harm.',
    ],
    keyComparisons: [
      {
        with: 'biostat-relative-risk',
        difference:
          'Attributable risk is an absolute difference that tells how many cases an exposure causes, whereas relative risk is a ratio that tells how strongly the exposure is associated with the disease.',
      },
    ],
    why: [
      {
        question: 'Why can a weak risk factor cause more disease in a population than a strong one?',
        answer:
          'Population attributable risk depends on how common the exposure is as well as on its relative risk. A modest risk factor that most people have (such as high blood pressure) can account for more cases than a powerful but rare one.',
      },
    ],
  },
  {
    id: 'biostat-incidence-and-prevalence',
    title: 'Incidence and prevalence',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['incidence', 'prevalence', 'incidence rate', 'point prevalence', 'period prevalence', 'attack rate', 'person-time', 'cumulative incidence'],
    definition:
      'Incidence is the number of new cases of a disease arising in a population at risk over a specified time, whereas prevalence is the total number of existing cases (new and old) in a population at a point or period in time.',
    highYield: [
      'Incidence = number of new cases during a period / population at risk during that period, where people who already have the disease are excluded from the population at risk.',
      'Prevalence = number of existing cases / total population at a given time.',
      'Prevalence is approximately incidence x average duration of disease when the disease is stable and uncommon (the "bathtub" model: incidence fills the tub, cure and death drain it).',
      'Worked example of incidence and prevalence: in a town of 10,000 with 500 existing cases on January 1 and 200 new cases during the year, annual incidence = 200 / 9,500 (about 2.1%) and period prevalence for the year = 700 / 10,000 = 7%.',
      'A new treatment that prolongs survival without curing a disease increases its prevalence but does not change its incidence.',
      'A cure or a rapidly fatal course decreases the prevalence of a disease, whereas a new risk factor or better detection increases both incidence and prevalence.',
      'For diseases of short duration (such as the common cold), almost every case counted over a period is a new case, so period prevalence is roughly equal to incidence (and point prevalence is low), whereas for chronic diseases (such as type 2 diabetes) prevalence greatly exceeds incidence.',
      'Prevalence is measured by cross-sectional studies, whereas incidence requires following a population over time, as in a cohort study.',
      'Attack rate is the incidence proportion during an outbreak: the number of people who become ill divided by the number exposed.',
      'Incidence rate (incidence density) uses person-time in the denominator, for example cases per 1,000 person-years, to account for different lengths of follow-up.',
    ],
    keyComparisons: [
      {
        with: 'biostat-cross-sectional-study',
        difference: 'A cross-sectional study measures prevalence at one time, whereas incidence requires longitudinal follow-up such as a cohort study.',
      },
    ],
    why: [
      {
        question: 'Why does prevalence of HIV infection rise when antiretroviral therapy improves survival?',
        answer:
          'Prevalence reflects both incidence and duration of disease. Effective therapy lengthens survival without curing HIV, so people remain in the prevalent pool longer even if the number of new infections does not change.',
      },
    ],
  },
  {
    id: 'biostat-randomized-controlled-trial',
    title: 'Randomized controlled trial',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['RCT', 'randomized controlled trial', 'clinical trial', 'experimental study', 'double-blind trial', 'crossover trial', 'placebo-controlled trial'],
    definition:
      'A randomized controlled trial is an experimental study in which participants are randomly allocated to an intervention or a control (placebo or standard care) and followed to compare outcomes.',
    highYield: [
      'A randomized controlled trial gives the strongest evidence of causation of any single study design, because randomization balances both known and unknown confounders between groups.',
      'Blinding in a randomized controlled trial (of participants, clinicians and outcome assessors) reduces observer bias, performance bias and placebo effects; "double-blind" means neither participants nor investigators know the assignment.',
      'Allocation concealment in a randomized controlled trial hides the upcoming assignment from those enrolling patients, which prevents selection bias at enrollment.',
      'The primary analysis of a randomized controlled trial is usually intention-to-treat, which keeps each participant in the group to which they were randomized.',
      'In a crossover randomized trial, each participant receives both treatments in sequence separated by a washout period, so each serves as their own control and fewer participants are needed.',
      'Randomized controlled trials measure incidence of outcomes, so results are expressed as relative risk, absolute risk reduction, number needed to treat or hazard ratio.',
      'Limitations of randomized controlled trials include cost, limited generalizability to patients excluded from the trial, too little size or duration to detect rare or late adverse effects, and the ethical impossibility of randomizing people to a harmful exposure.',
      'Randomization in a randomized controlled trial requires clinical equipoise, meaning genuine uncertainty in the expert community about which arm is better.',
    ],
    keyComparisons: [
      {
        with: 'biostat-cohort-study',
        difference:
          'In a randomized controlled trial the investigator assigns the exposure at random, whereas in a cohort study people choose or already have the exposure, leaving room for confounding.',
      },
    ],
    why: [
      {
        question: 'Why does randomization control for confounders that the investigators never measured?',
        answer:
          'Random allocation makes group assignment independent of every patient characteristic. With enough participants, all characteristics, including unknown ones, are distributed similarly between groups, so they cannot explain a difference in outcomes.',
      },
      {
        question: 'Why can a randomized controlled trial not be used to study whether smoking causes cancer?',
        answer: 'Randomly assigning people to a known harmful exposure is unethical, so harmful exposures are studied with observational designs such as cohort and case-control studies.',
      },
    ],
  },
  {
    id: 'biostat-cohort-study',
    title: 'Cohort study',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['cohort study', 'prospective study', 'retrospective cohort', 'historical cohort', 'longitudinal study', 'follow-up study', 'incidence study'],
    definition:
      'A cohort study is an observational study that identifies groups by exposure status (exposed and unexposed) and follows them forward in time to compare the incidence of an outcome.',
    highYield: [
      'The question a cohort study asks is: among people with and without the exposure, who develops the disease?',
      'A prospective cohort study enrolls people now and follows them into the future, whereas a retrospective (historical) cohort study uses existing records to define past exposure and then looks at outcomes that have since occurred; both start from exposure.',
      'A cohort study measures incidence directly, so its measure of association is relative risk (or hazard ratio), and it can also give attributable risk.',
      'Cohort studies are best for rare exposures, for studying several outcomes of one exposure and for establishing that the exposure preceded the outcome.',
      'Cohort studies are inefficient for rare diseases or diseases with long latency, and prospective cohorts are costly and time-consuming.',
      'The main biases in cohort studies are attrition bias from loss to follow-up and confounding, because exposure is not randomized.',
      'The Framingham Heart Study is a classic prospective cohort study that identified cardiovascular risk factors.',
    ],
    keyComparisons: [
      {
        with: 'biostat-case-control-study',
        difference:
          'A cohort study starts from exposure and looks for the outcome (relative risk), whereas a case-control study starts from the outcome and looks back for exposure (odds ratio).',
      },
      {
        with: 'biostat-randomized-controlled-trial',
        difference: 'A cohort study observes exposures people already have, whereas a randomized controlled trial assigns the exposure at random.',
      },
    ],
    why: [
      {
        question: 'Why is a retrospective cohort study still a cohort study and not a case-control study?',
        answer:
          'The design is defined by how groups are selected, not by when data are collected. A retrospective cohort selects people by past exposure and then compares outcomes, whereas a case-control study selects people by outcome.',
      },
    ],
  },
  {
    id: 'biostat-case-control-study',
    title: 'Case-control study',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['case-control study', 'case control', 'retrospective study', 'case-referent study', 'matched case-control'],
    definition:
      'A case-control study is an observational study that selects people who have a disease (cases) and people who do not (controls) and looks back to compare how often each group was exposed to a risk factor.',
    highYield: [
      'The question a case-control study asks is: among people with and without the disease, who had the exposure?',
      'The measure of association in a case-control study is the odds ratio, because incidence and relative risk cannot be calculated when the investigator fixes the numbers of cases and controls.',
      'A case-control study is the design of choice for rare diseases and diseases with long latency, and it can examine many exposures for one outcome quickly and cheaply.',
      'Recall bias is the classic bias of case-control studies, because cases tend to remember and report past exposures more thoroughly than controls.',
      'Selection of controls is the main design challenge of a case-control study: controls should come from the same population that produced the cases, and matching on factors such as age and sex can reduce confounding.',
      'Hospital-based controls in a case-control study can introduce Berkson bias, because hospitalized people differ from the general population in exposures and illnesses.',
      'A case-control study cannot measure incidence or prevalence of disease.',
    ],
    keyComparisons: [
      {
        with: 'biostat-cohort-study',
        difference:
          'A case-control study starts from the outcome and looks back for exposure, which suits rare diseases, whereas a cohort study starts from exposure and follows for outcome, which suits rare exposures.',
      },
      {
        with: 'biostat-cross-sectional-study',
        difference: 'A case-control study selects participants by disease status and asks about past exposure, whereas a cross-sectional study samples a population and measures exposure and disease at the same moment.',
      },
    ],
    why: [
      {
        question: 'Why is a case-control study preferred for a rare disease?',
        answer:
          'A cohort study would need to follow an enormous number of people to accumulate enough cases of a rare disease. A case-control study begins with the cases that already exist, so it gains enough of them immediately.',
      },
    ],
  },
  {
    id: 'biostat-cross-sectional-study',
    title: 'Cross-sectional study',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['cross-sectional study', 'prevalence study', 'prevalence survey', 'survey study', 'snapshot study'],
    definition:
      'A cross-sectional study is an observational study that measures exposure and disease status in a population at a single point in time, giving a snapshot of prevalence.',
    highYield: [
      'The question a cross-sectional study asks is: how common is a disease or risk factor in this population right now?',
      'A cross-sectional study measures prevalence, not incidence, and can report a prevalence ratio or prevalence odds ratio.',
      'A cross-sectional study cannot establish temporality, because exposure and outcome are measured at the same time, so it cannot show which came first.',
      'Cross-sectional studies are relatively quick and inexpensive, are useful for public health planning and generate hypotheses, and national health surveys such as NHANES are typical examples.',
      'Cross-sectional studies over-represent long-lasting cases and under-represent short or rapidly fatal illnesses, because they count existing cases at one moment.',
    ],
    keyComparisons: [
      {
        with: 'biostat-ecological-study',
        difference: 'A cross-sectional study measures exposure and disease in individual people, whereas an ecological study uses group-level data only.',
      },
      {
        with: 'biostat-case-control-study',
        difference: 'A cross-sectional study samples people without regard to disease status, whereas a case-control study deliberately recruits cases and controls.',
      },
    ],
    why: [
      {
        question: 'Why can a cross-sectional study not show that an exposure caused a disease?',
        answer:
          'Because exposure and disease are measured at the same time, the study cannot show that the exposure came first. The disease might have caused the exposure (reverse causation), for example by changing diet or activity.',
      },
    ],
  },
  {
    id: 'biostat-ecological-study',
    title: 'Ecological study',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['ecological study', 'ecologic study', 'correlational study', 'population-level study', 'ecological fallacy'],
    definition:
      'An ecological study compares exposures and outcomes measured at the level of populations or groups (such as countries, regions or years) rather than individuals.',
    highYield: [
      'An ecological study uses aggregate data, for example comparing national per-capita fat intake with national breast cancer rates across countries.',
      'The main weakness of an ecological study is the ecological fallacy: an association seen between groups may not hold for the individuals within those groups.',
      'Ecological studies are inexpensive, use routinely collected data and are useful for generating hypotheses and for studying population-level exposures such as air pollution or policy changes.',
      'Ecological studies cannot control for individual-level confounders, because exposure and outcome are not linked within the same person.',
      'An ecological study can also follow one population over time (a time-trend study), for example comparing neural tube defect rates before and after folic acid fortification of grain products.',
    ],
    keyComparisons: [
      {
        with: 'biostat-cross-sectional-study',
        difference: 'An ecological study analyzes group averages, whereas a cross-sectional study links exposure and disease within each individual.',
      },
    ],
    why: [
      {
        question: 'Why can an ecological study mislead about individual risk?',
        answer:
          'The exposure and the disease in an ecological study may occur in different people within the same population. A country with high fat intake and high cancer rates does not show that the individuals who ate more fat were the ones who developed cancer (the ecological fallacy).',
      },
    ],
  },
  {
    id: 'biostat-case-report-and-case-series',
    title: 'Case report and case series',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['case report', 'case series', 'descriptive study', 'anecdotal evidence', 'clinical series'],
    definition:
      'A case report describes a single patient, and a case series describes a group of patients with the same diagnosis, exposure or treatment, without a comparison group.',
    highYield: [
      'A case series has no control group, so it cannot test an association between an exposure and an outcome or establish causation.',
      'Case reports and case series are most useful for describing new or rare diseases, unusual presentations and unexpected adverse drug effects, and for generating hypotheses.',
      'A classic case series was the 1981 report of Pneumocystis pneumonia in previously healthy young men, which was among the first descriptions of AIDS.',
      'Case reports and case series rank at the bottom of the hierarchy of clinical evidence, above only expert opinion.',
      'A case series cannot yield incidence or relative risk, because it has no denominator of all exposed people and no unexposed comparison group.',
    ],
    keyComparisons: [
      {
        with: 'biostat-case-control-study',
        difference: 'A case series describes cases only, whereas a case-control study adds a comparison group of controls so that exposure frequencies can be compared.',
      },
    ],
    why: [
      {
        question: 'Why can a case series not show that a drug causes an adverse effect?',
        answer:
          'Without a comparison group, a case series cannot show whether the adverse effect occurs more often in people taking the drug than in similar people not taking it. It can only raise the signal for a controlled study.',
      },
    ],
  },
  {
    id: 'biostat-meta-analysis-and-systematic-review',
    title: 'Systematic review and meta-analysis',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['meta-analysis', 'systematic review', 'pooled analysis', 'forest plot', 'funnel plot', 'publication bias', 'heterogeneity', 'Cochrane review'],
    definition:
      'A systematic review is a structured, reproducible search and appraisal of all studies addressing a focused question, and a meta-analysis is the statistical pooling of their results into a single summary estimate.',
    highYield: [
      'A meta-analysis of well-conducted randomized controlled trials sits at the top of the usual hierarchy of evidence because pooling increases sample size, statistical power and precision.',
      'A meta-analysis cannot be better than the studies it pools: biased or low-quality primary studies produce a biased summary ("garbage in, garbage out").',
      'Publication bias threatens every meta-analysis, because small studies with negative results are less likely to be published; an asymmetric funnel plot suggests it.',
      'Heterogeneity in a meta-analysis means the included studies differ more than chance would explain (in populations, interventions or outcomes), and it is often quantified with the I-squared statistic.',
      'A forest plot displays a meta-analysis: each study’s effect estimate and confidence interval is a square and line, and the pooled estimate is a diamond; a diamond that crosses the line of no effect (1 for ratios, 0 for differences) is not statistically significant.',
      'A fixed-effect meta-analysis assumes all studies estimate one true effect, whereas a random-effects meta-analysis allows the true effect to vary between studies and gives wider confidence intervals when the studies are heterogeneous.',
      'A systematic review can be qualitative without a meta-analysis when studies are too different to pool.',
    ],
    why: [
      {
        question: 'Why does a meta-analysis detect effects that individual trials missed?',
        answer:
          'Small trials may each lack the power to show a real but modest effect. Pooling them raises the total sample size, narrows the confidence interval and lowers the chance of a type II error.',
      },
    ],
    dontMiss:
      'A meta-analysis whose significant pooled effect comes mainly from small trials may reflect publication bias rather than a true effect, so its funnel plot and heterogeneity should be checked before the result is trusted.',
  },
  {
    id: 'biostat-selection-bias',
    title: 'Selection bias (including Berkson bias, healthy worker effect and attrition bias)',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['selection bias', 'sampling bias', 'Berkson bias', 'Berkson’s paradox', 'healthy worker effect', 'attrition bias', 'loss to follow-up', 'nonresponse bias', 'volunteer bias'],
    definition:
      'Selection bias is a systematic error that arises when the way participants are chosen for, or retained in, a study makes the study groups unrepresentative of the target population or different from each other in ways related to the outcome.',
    highYield: [
      'Berkson bias is a form of selection bias in which cases or controls are drawn from hospitalized patients, whose illnesses and exposures differ from those of the general population, creating a spurious association.',
      'The healthy worker effect is a form of selection bias in which an employed study population is healthier than the general population, which can hide the harm of an occupational exposure.',
      'Attrition bias (loss to follow-up) is a form of selection bias in cohort studies and trials when people who drop out differ from those who stay, for example sicker patients leaving one arm.',
      'Nonresponse bias and volunteer bias are forms of selection bias in which people who agree to take part are healthier, more motivated or otherwise different from those who do not.',
      'Selection bias is reduced by randomization, by sampling from the whole population (population-based controls), by strict eligibility criteria applied equally to all groups and by minimizing loss to follow-up.',
      'Selection bias usually cannot be corrected by statistical adjustment after the fact, unlike measured confounding, so it must be prevented in the study design.',
    ],
    keyComparisons: [
      {
        with: 'biostat-information-bias',
        difference: 'Selection bias arises from who enters or stays in a study, whereas information bias arises from how exposure or outcome data are measured in those already enrolled.',
      },
      {
        with: 'biostat-confounding-and-effect-modification',
        difference:
          'Selection bias is a design flaw in recruitment or retention, whereas confounding is a real third variable associated with both exposure and outcome that can often be adjusted for in analysis.',
      },
    ],
    why: [
      {
        question: 'Why does the healthy worker effect make occupational exposures look safe?',
        answer:
          'People must be healthy enough to be hired and to keep working, so workers have lower baseline illness and mortality than the general population. Comparing exposed workers with the general population therefore underestimates the harm of the exposure.',
      },
    ],
  },
  {
    id: 'biostat-information-bias',
    title: 'Information (measurement) bias: recall bias, observer bias and the Hawthorne effect',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['information bias', 'measurement bias', 'recall bias', 'observer bias', 'ascertainment bias', 'Hawthorne effect', 'Pygmalion effect', 'misclassification', 'procedure bias'],
    definition:
      'Information (measurement) bias is a systematic error in how exposures or outcomes are measured or reported, causing participants to be misclassified and distorting the association under study.',
    highYield: [
      'Recall bias is information bias in which people with a disease remember or report past exposures differently from people without it, and it is the classic bias of case-control studies.',
      'Recall bias is reduced by using records collected before the outcome occurred (such as pharmacy or medical records) and by questioning cases and controls in the same standardized way.',
      'Observer (ascertainment) bias is information bias in which an investigator’s knowledge of a participant’s exposure or group assignment influences how outcomes are assessed, and it is prevented by blinding outcome assessors.',
      'The Hawthorne effect is a change in participants’ behavior because they know they are being studied or observed, for example better hand hygiene when auditors are present.',
      'The Pygmalion (observer-expectancy) effect is a change in participants’ outcomes caused by the investigator’s expectations, and it is reduced by blinding investigators.',
      'Measurement bias from a miscalibrated instrument is a systematic error that reduces accuracy but not precision, because every reading is off in the same direction.',
      'Procedure bias is information bias in which groups are managed or examined differently (for example, more attention given to the treatment arm), and it is reduced by blinding and placebo control.',
      'Non-differential misclassification (equal error in both groups) usually biases an association toward the null, whereas differential misclassification, as in recall bias, can bias it in either direction.',
    ],
    keyComparisons: [
      {
        with: 'biostat-selection-bias',
        difference: 'Information bias distorts measurements in people already in the study, whereas selection bias distorts who is in the study.',
      },
    ],
    why: [
      {
        question: 'Why are mothers of children with birth defects prone to recall bias?',
        answer:
          'A mother whose child has a birth defect has often searched her memory intensively for a cause, so she reports medications and exposures during pregnancy more completely than a mother of a healthy child. This difference in reporting can create a false association.',
      },
      {
        question: 'Why can the Hawthorne effect not be removed by blinding?',
        answer:
          'The Hawthorne effect comes from participants knowing they are being observed, not from knowing their treatment assignment. It affects all study groups, so a concurrent control group that is observed in the same way is the main safeguard.',
      },
    ],
  },
  {
    id: 'biostat-screening-biases',
    title: 'Screening biases: lead-time bias, length-time bias and overdiagnosis',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['lead-time bias', 'lead time bias', 'length-time bias', 'length bias', 'overdiagnosis bias', 'overdiagnosis', 'screening bias'],
    definition:
      'Screening biases are distortions that make screen-detected disease appear to have better survival than it really does: lead-time bias from earlier diagnosis, length-time bias from preferential detection of slow-growing disease, and overdiagnosis of disease that would never have caused harm.',
    highYield: [
      'Lead-time bias is an apparent increase in survival measured from diagnosis that occurs only because screening detects a disease earlier, without changing the time of death.',
      'Lead-time bias is avoided by comparing disease-specific or all-cause mortality rates between screened and unscreened groups rather than survival time from diagnosis.',
      'Length-time bias occurs because screening at intervals preferentially detects slowly progressive, less aggressive disease (which has a long preclinical phase), whereas aggressive disease tends to appear between screens as interval cancers.',
      'Length-time bias makes screen-detected cancers look more curable than cancers found by symptoms, even if screening changes nothing.',
      'Overdiagnosis is the detection by screening of disease that would never have caused symptoms or death during the person’s lifetime, such as some low-grade prostate cancers found by PSA screening.',
      'Randomized trials that compare mortality between people randomized to screening or no screening protect against lead-time bias, length-time bias and volunteer (selection) bias.',
    ],
    keyComparisons: [
      {
        with: 'biostat-selection-bias',
        difference:
          'Volunteer bias in screening is a selection bias (people who choose screening are healthier), whereas lead-time and length-time bias arise from the timing and nature of disease detected, even in a representative population.',
      },
    ],
    why: [
      {
        question: 'Why does 5-year survival rise with screening even if no deaths are prevented?',
        answer:
          'Screening moves the date of diagnosis earlier, so the clock for survival starts sooner while the date of death stays the same (lead-time bias). It also finds more indolent and overdiagnosed cases, which have excellent survival and inflate the statistic.',
      },
    ],
  },
  {
    id: 'biostat-confounding-and-effect-modification',
    title: 'Confounding and effect modification',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['confounding', 'confounder', 'confounding variable', 'effect modification', 'effect modifier', 'interaction', 'confounding by indication', 'stratification'],
    definition:
      'Confounding is a distortion of the exposure-outcome association by a third variable that is associated with both the exposure and the outcome and is not on the causal pathway, whereas effect modification is a real difference in the exposure’s effect across levels of a third variable.',
    highYield: [
      'A confounder must be associated with the exposure, be an independent risk factor for the outcome and not lie on the causal pathway between them.',
      'Example of confounding: coffee drinking appears to cause lung cancer because coffee drinkers are more likely to smoke; smoking is the confounder.',
      'Confounding is controlled in study design by randomization, restriction and matching, and in analysis by stratification and multivariable regression.',
      'Randomization is the most reliable way to control for unknown and unmeasured confounders, because restriction, matching, stratification and regression can only address confounders that were measured.',
      'Confounding by indication occurs in observational drug studies when the reason a drug is prescribed (the severity of illness) is itself associated with the outcome.',
      'Effect modification is present when the association between exposure and outcome differs in strength or direction between strata of a third variable, for example a much higher risk of myocardial infarction and stroke with combined oral contraceptives in women over 35 who smoke.',
      'In a stratified analysis, confounding is suggested when the stratum-specific estimates are similar to each other but differ from the crude estimate, whereas effect modification is suggested when the stratum-specific estimates differ from each other.',
      'Confounding is a bias that should be removed, whereas effect modification is a real biological or clinical finding that should be reported separately for each stratum, not averaged away.',
    ],
    keyComparisons: [
      {
        with: 'biostat-selection-bias',
        difference:
          'Confounding comes from a real third variable linked to both exposure and outcome and can be adjusted for if measured, whereas selection bias comes from how participants were chosen and usually cannot be corrected afterward.',
      },
    ],
    why: [
      {
        question: 'Why is effect modification not controlled away like confounding?',
        answer:
          'Effect modification reflects a genuine difference in how the exposure acts in different groups, which is clinically useful (it identifies who benefits or is harmed most). Averaging the strata into one adjusted estimate would hide that information.',
      },
      {
        question: 'Why does randomization prevent confounding?',
        answer:
          'Random assignment breaks any link between the exposure and patient characteristics, so no third variable can be systematically associated with the exposure. Without that association, the variable cannot confound.',
      },
    ],
  },
  {
    id: 'biostat-type-i-and-type-ii-errors-and-power',
    title: 'Type I error, type II error and statistical power',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['type I error', 'type II error', 'alpha error', 'beta error', 'false positive error', 'false negative error', 'statistical power', 'power', 'sample size', 'Bonferroni correction'],
    definition:
      'A type I error (alpha) is rejecting a null hypothesis that is actually true, concluding there is a difference when there is none, and a type II error (beta) is failing to reject a null hypothesis that is actually false, missing a difference that exists; statistical power (1 - beta) is the probability of detecting a real difference.',
    highYield: [
      'The probability of a type I error is alpha, which is conventionally set at 0.05, so when there is truly no difference a study accepts a 5% chance of a false-positive conclusion.',
      'The probability of a type II error is beta, and statistical power = 1 - beta, which studies conventionally aim to keep at 80% or higher.',
      'Statistical power increases with a larger sample size, a larger true effect size, lower variability (smaller standard deviation) in the measurements and a higher alpha level.',
      'Increasing the sample size is the factor most under the investigator’s control for raising statistical power and reducing type II error.',
      'A type I error is a false-positive study result ("seeing a difference that is not there"), and a type II error is a false-negative study result ("missing a difference that is there").',
      'Multiple comparisons inflate the overall type I error rate, because each test carries its own chance of a false positive; a Bonferroni correction divides alpha by the number of tests.',
      'A small, "negative" study that finds no significant difference may simply be underpowered, so a non-significant result is not proof that no difference exists.',
      'Lowering alpha (for example from 0.05 to 0.01) reduces the risk of a type I error but, for the same sample size, increases the risk of a type II error.',
    ],
    keyComparisons: [
      {
        with: 'biostat-p-value-and-confidence-interval',
        difference: 'Alpha is the significance threshold chosen before the study, whereas the p-value is the probability calculated from the data and compared against alpha.',
      },
    ],
    why: [
      {
        question: 'Why does increasing sample size increase statistical power?',
        answer:
          'A larger sample reduces the standard error of the estimate, so the sampling distributions under the null and alternative hypotheses overlap less. A real difference is then more likely to produce a result beyond the significance threshold.',
      },
    ],
  },
  {
    id: 'biostat-p-value-and-confidence-interval',
    title: 'P-value and confidence interval',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['p-value', 'p value', 'confidence interval', 'CI', '95% CI', 'statistical significance', 'null hypothesis', 'standard error', 'SEM'],
    definition:
      'A p-value is the probability of obtaining results at least as extreme as those observed if the null hypothesis were true, and a confidence interval is a range of values that, with a stated level of confidence (usually 95%), is expected to contain the true population value.',
    highYield: [
      'A p-value below the chosen alpha (usually 0.05) means the result is statistically significant and the null hypothesis is rejected.',
      'A p-value is not the probability that the null hypothesis is true, and it does not measure the size or clinical importance of an effect.',
      'A statistically significant result can be clinically trivial in a very large study, and a clinically important effect can be non-significant in a small study.',
      'A 95% confidence interval for a mean = mean ± 1.96 x standard error, and a 99% confidence interval = mean ± 2.58 x standard error.',
      'Standard error of the mean = standard deviation / square root of the sample size, so confidence intervals narrow as sample size increases.',
      'A 95% confidence interval for a difference (such as a difference in means or absolute risk reduction) that includes 0 indicates a result that is not statistically significant at p = 0.05.',
      'A 95% confidence interval for a ratio (relative risk, odds ratio or hazard ratio) that includes 1 indicates a result that is not statistically significant at p = 0.05.',
      'When the 95% confidence intervals of two group means do not overlap, the difference between the groups is statistically significant; overlapping intervals do not by themselves show that the difference is non-significant, so the confidence interval of the difference (or the p-value) should be checked.',
      'A 99% confidence interval is wider than a 95% confidence interval from the same data, because greater confidence requires a wider range.',
      'A confidence interval conveys both statistical significance and precision (its width) and the plausible range of effect sizes, so it gives more information than a p-value alone.',
    ],
    keyComparisons: [
      {
        with: 'biostat-type-i-and-type-ii-errors-and-power',
        difference: 'The p-value is calculated from the study data, whereas alpha is the pre-set probability of a type I error that the p-value is compared with.',
      },
    ],
    why: [
      {
        question: 'Why does a 95% confidence interval for a relative risk that includes 1 mean the result is not significant?',
        answer:
          'A relative risk of 1 means no difference in risk between groups. If the plausible range for the true relative risk includes 1, the data are compatible with no effect, which corresponds to p greater than 0.05.',
      },
    ],
  },
  {
    id: 'biostat-statistical-tests',
    title: 'Choosing a statistical test: t-test, ANOVA and chi-square',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['t-test', 'Student t-test', 'paired t-test', 'ANOVA', 'analysis of variance', 'chi-square test', 'Fisher exact test', 'Mann-Whitney U test', 'Wilcoxon test', 'Kruskal-Wallis test', 'nonparametric test'],
    definition:
      'The choice of statistical test depends on the type of outcome variable and the number of groups: the t-test compares two means, analysis of variance (ANOVA) compares three or more means, and the chi-square test compares proportions of categorical variables.',
    highYield: [
      'The two-sample (independent) t-test compares the means of a continuous variable between two independent groups, for example mean systolic blood pressure in men versus women.',
      'The paired t-test compares two means in the same participants measured twice or in matched pairs, for example blood pressure before and after a drug in the same patients.',
      'Analysis of variance (ANOVA) compares the means of a continuous variable among three or more groups, for example mean LDL cholesterol with three different diets.',
      'The chi-square test compares proportions or frequencies of categorical (nominal) variables between two or more groups, for example the percentage of smokers among patients with and without lung cancer.',
      'Fisher exact test replaces the chi-square test for categorical data when the sample is small and expected cell counts are low (commonly under 5).',
      'Nonparametric tests are used for ordinal data or for continuous data that are not normally distributed: the Mann-Whitney U (Wilcoxon rank-sum) test for two independent groups, the Wilcoxon signed-rank test for paired data and the Kruskal-Wallis test for three or more groups.',
      'Pearson correlation and linear regression assess the relationship between two continuous variables rather than comparing groups.',
      'A common exam memory aid for statistical tests is "t-test for two means, ANOVA for three or more means, chi-square for percentages".',
    ],
    keyComparisons: [
      {
        with: 'biostat-correlation-and-regression',
        difference: 'The t-test, ANOVA and chi-square test compare groups, whereas correlation and regression describe how one variable changes with another.',
      },
    ],
    why: [
      {
        question: 'Why should ANOVA be used instead of several t-tests when comparing three groups?',
        answer:
          'Running multiple t-tests multiplies the chances of a false-positive result (inflates type I error). ANOVA tests all groups at once at the chosen alpha, and post hoc tests then show which groups differ.',
      },
    ],
  },
  {
    id: 'biostat-correlation-and-regression',
    title: 'Correlation coefficient and regression',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['correlation coefficient', 'Pearson r', 'Spearman correlation', 'r squared', 'coefficient of determination', 'linear regression', 'logistic regression', 'multivariable regression'],
    definition:
      'The correlation coefficient (r) measures the strength and direction of a linear relationship between two continuous variables on a scale from -1 to +1, and regression models how an outcome variable changes with one or more predictor variables.',
    highYield: [
      'A correlation coefficient of +1 is a perfect positive linear relationship, -1 is a perfect negative (inverse) linear relationship and 0 is no linear relationship.',
      'The sign of the correlation coefficient shows direction and its absolute value shows strength, so r = -0.8 indicates a stronger relationship than r = +0.5.',
      'The coefficient of determination (r squared) is the proportion of variation in one variable explained by the other; for example, r = 0.8 gives r squared = 0.64, or 64%.',
      'Correlation does not establish causation, because a correlation between two variables may be due to confounding or reverse causation.',
      'The Pearson correlation coefficient is used for normally distributed continuous data, whereas the Spearman rank correlation is used for ordinal or non-normally distributed data.',
      'Linear regression predicts a continuous outcome, logistic regression predicts a binary outcome and yields adjusted odds ratios, and Cox proportional hazards regression models time-to-event outcomes and yields hazard ratios.',
      'Multivariable regression adjusts for measured confounders by estimating the effect of each predictor while holding the others constant.',
    ],
    keyComparisons: [
      {
        with: 'biostat-statistical-tests',
        difference: 'Correlation and regression describe the relationship between variables, whereas the t-test, ANOVA and chi-square test compare groups.',
      },
    ],
    why: [
      {
        question: 'Why can two variables have a strong relationship but a correlation coefficient near 0?',
        answer:
          'The Pearson correlation coefficient measures only linear relationships. A strong curved relationship, such as a U-shaped one, can give r close to 0, so the data should always be plotted.',
      },
    ],
  },
  {
    id: 'biostat-precision-and-accuracy',
    title: 'Precision and accuracy (reliability and validity)',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['precision', 'accuracy', 'reliability', 'validity', 'reproducibility', 'random error', 'systematic error', 'kappa statistic', 'interrater reliability'],
    definition:
      'Accuracy (validity) is how close a measurement is to the true value, and precision (reliability) is how close repeated measurements are to one another.',
    highYield: [
      'Random error reduces precision, whereas systematic error (bias) reduces accuracy.',
      'A precise but inaccurate test gives tightly clustered results that are consistently off the true value, like darts grouped together away from the bullseye, which is typical of a miscalibrated instrument.',
      'An accurate but imprecise test gives results scattered widely around the true value, so the average is correct but individual readings vary.',
      'Increasing precision decreases the standard deviation, narrows confidence intervals and increases statistical power.',
      'Increasing the sample size improves the precision of an estimate but does not correct a systematic error, so it does not improve accuracy.',
      'Interrater reliability, the agreement between different observers, is measured with the kappa statistic, which corrects for agreement expected by chance.',
      'In diagnostic testing, accuracy = (true positives + true negatives) / total number tested.',
    ],
    why: [
      {
        question: 'Why does a larger study not fix a biased measurement?',
        answer:
          'A larger sample averages out random error, making the estimate more precise. A systematic error shifts every measurement in the same direction, so more measurements give a more precise estimate of the wrong value.',
      },
    ],
  },
  {
    id: 'biostat-screening-principles',
    title: 'Principles of screening (Wilson-Jungner criteria)',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['Wilson-Jungner criteria', 'Wilson and Jungner', 'screening principles', 'screening criteria', 'WHO screening criteria', 'population screening'],
    definition:
      'The Wilson-Jungner criteria, published by the World Health Organization in 1968, are principles that a disease, test and health system should meet before population screening for that disease is justified.',
    criteria: {
      name: 'Wilson-Jungner criteria for screening',
      items: [
        'Under the Wilson-Jungner criteria, the condition targeted by screening should be a major health problem for the population.',
        'Under the Wilson-Jungner criteria, an effective, accepted treatment should exist for people found to have the screened condition.',
        'Under the Wilson-Jungner criteria, services to diagnose and treat people who screen positive should be in place before screening begins.',
        'Under the Wilson-Jungner criteria, the screened condition should pass through a detectable latent or early symptomatic phase.',
        'Under the Wilson-Jungner criteria, a test or examination that reliably detects the condition should be available.',
        'Under the Wilson-Jungner criteria, the target population should be willing to undergo the screening test.',
        'Under the Wilson-Jungner criteria, the course of the screened condition, including how it progresses from hidden to overt disease, should be well understood.',
        'Under the Wilson-Jungner criteria, a policy should be agreed in advance on which screen-detected people will be treated.',
        'Under the Wilson-Jungner criteria, the total cost of screening, including diagnosis and treatment of the people it detects, should be reasonable compared with overall health care spending.',
        'Under the Wilson-Jungner criteria, screening should be run as an ongoing program rather than a one-time effort.',
      ],
    },
    highYield: [
      'Screening is secondary prevention: it looks for disease in people without symptoms so that earlier treatment improves outcomes.',
      'A screening test should be highly sensitive so that few cases are missed, and positive screening results are then confirmed with a highly specific diagnostic test.',
      'The benefit of a screening program is best shown by a randomized controlled trial with disease-specific or all-cause mortality as the outcome, because survival from diagnosis is distorted by lead-time and length-time bias.',
      'Screening is only worthwhile when early treatment during the detectable preclinical phase gives a better outcome than treatment after symptoms appear.',
      'The harms of screening include false-positive results, anxiety, complications of follow-up testing and overdiagnosis with overtreatment.',
      'In the United States, the US Preventive Services Task Force (USPSTF) grades screening recommendations for asymptomatic people based on the balance of benefits and harms.',
    ],
    keyComparisons: [
      {
        with: 'biostat-levels-of-prevention',
        difference: 'Screening principles decide whether a screening program is justified, and screening itself is one type of secondary prevention.',
      },
    ],
    why: [
      {
        question: 'Why should a disease without effective treatment generally not be screened for?',
        answer:
          'Finding a disease early helps only if earlier treatment changes the outcome. Without effective treatment, screening adds years of knowing about the disease (and the harms of testing) without adding years of life.',
      },
    ],
  },
  {
    id: 'biostat-levels-of-prevention',
    title: 'Levels of prevention (primordial, primary, secondary, tertiary, quaternary)',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['primary prevention', 'secondary prevention', 'tertiary prevention', 'quaternary prevention', 'primordial prevention', 'levels of prevention', 'prevention'],
    definition:
      'The levels of prevention classify preventive actions by the stage of disease they target: primary prevention stops disease before it occurs, secondary prevention detects it early before symptoms, tertiary prevention limits complications of established disease, and quaternary prevention protects patients from unnecessary medical intervention.',
    highYield: [
      'Primary prevention prevents a disease from occurring in the first place, for example vaccination, folic acid supplementation before conception, seat belt use and smoking cessation.',
      'Secondary prevention detects disease early in its asymptomatic stage to reduce morbidity and mortality, for example mammography, colonoscopy, cervical cytology and blood pressure screening.',
      'Tertiary prevention reduces complications, disability and recurrence in people with established symptomatic disease, for example cardiac rehabilitation after myocardial infarction and foot care in diabetes.',
      'Quaternary prevention protects patients from overmedicalization and harm from unnecessary tests or treatment, for example avoiding imaging in uncomplicated acute low back pain.',
      'Primordial prevention prevents the development of risk factors themselves, for example promoting healthy diet and physical activity in children to prevent obesity.',
      'A mnemonic for the levels of prevention is PST: Prevent (primary), Screen (secondary), Treat complications (tertiary).',
    ],
    dontMiss:
      'Clinical cardiology uses "secondary prevention" for treatment after a first cardiovascular event (such as a statin after myocardial infarction), whereas the epidemiological framework classifies reducing complications of established disease as tertiary prevention, so read each question’s framing.',
    keyComparisons: [
      {
        with: 'biostat-screening-principles',
        difference: 'Screening is the main tool of secondary prevention, while the levels of prevention also include primary, tertiary and quaternary measures that are not screening.',
      },
    ],
    why: [
      {
        question: 'Why is a Pap smear secondary prevention rather than primary prevention?',
        answer:
          'A Pap smear does not prevent cervical precancer from developing; it detects existing precancerous lesions before symptoms so they can be treated early. HPV vaccination, which prevents the infection, is the primary prevention.',
      },
    ],
  },
  {
    id: 'biostat-clinical-trial-phases',
    title: 'Phases of clinical drug trials',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['clinical trial phases', 'phase I trial', 'phase II trial', 'phase III trial', 'phase IV trial', 'phase 0', 'postmarketing surveillance', 'drug development', 'IND'],
    definition:
      'Clinical drug trials proceed in phases: phase I tests safety and pharmacokinetics in a small group, phase II tests efficacy and dosing in patients with the disease, phase III compares the drug with standard care or placebo in a large randomized trial, and phase IV monitors the drug after marketing.',
    highYield: [
      'Phase I clinical trials test safety, toxicity, pharmacokinetics and dosing in a small number of participants (typically about 20-100), usually healthy volunteers, except for toxic drugs such as chemotherapy, which are tested in patients.',
      'Phase II clinical trials test efficacy, optimal dosing and short-term adverse effects in a small to moderate number of patients who have the disease (up to several hundred).',
      'Phase III clinical trials are large randomized controlled trials (commonly several hundred to a few thousand patients) comparing the new drug with the current standard of care or placebo, and their results support application for FDA approval.',
      'Phase IV clinical trials (postmarketing surveillance) follow the drug after approval in the general population to detect rare or long-term adverse effects.',
      'Before any human clinical trial, the sponsor must complete preclinical laboratory and animal studies and file an Investigational New Drug (IND) application with the FDA.',
      'Phase 0 (exploratory) trials give very small subtherapeutic doses to a handful of people to study pharmacokinetics early, and are optional.',
      'A memory aid for clinical trial phases is: phase I "Is it safe?", phase II "Does it work?", phase III "Is it better than what we have?", phase IV "Can it stay on the market?".',
    ],
    why: [
      {
        question: 'Why are rare adverse drug effects usually discovered only after FDA approval?',
        answer:
          'Phase III trials usually enroll a few hundred to a few thousand carefully selected patients for a limited time, which is too few to reveal reactions that occur in 1 in 10,000 or fewer patients. Phase IV postmarketing surveillance exposes far larger and more varied populations.',
      },
    ],
  },
  {
    id: 'biostat-intention-to-treat-analysis',
    title: 'Intention-to-treat analysis',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['intention-to-treat', 'intent-to-treat', 'ITT', 'per-protocol analysis', 'as-treated analysis', 'crossover in trials', 'analysis by assigned group'],
    definition:
      'Intention-to-treat analysis analyzes every participant in a randomized trial according to the group to which they were originally randomized, regardless of whether they adhered to, switched or withdrew from the assigned treatment.',
    highYield: [
      'Intention-to-treat analysis preserves the benefits of randomization, keeping the groups balanced for known and unknown confounders and preventing selection bias from post-randomization dropouts.',
      'Intention-to-treat analysis estimates the real-world effectiveness of a treatment strategy, because in practice some patients will not take the treatment as prescribed.',
      'Intention-to-treat analysis is conservative in a superiority trial: non-adherence and crossover dilute the difference between groups and bias the result toward no effect.',
      'Per-protocol analysis includes only participants who completed the assigned treatment as planned, which estimates efficacy under ideal conditions but can reintroduce bias because adherent patients differ from non-adherent ones.',
      'As-treated analysis groups participants by the treatment they actually received rather than the one assigned, which breaks randomization and allows confounding.',
      'In a non-inferiority trial, intention-to-treat analysis can make an inferior drug look similar to the comparator, so both intention-to-treat and per-protocol results should be examined.',
    ],
    keyComparisons: [
      {
        with: 'biostat-randomized-controlled-trial',
        difference: 'A randomized controlled trial is the design, and intention-to-treat is the standard way to analyze it so that the protection of randomization is kept.',
      },
    ],
    why: [
      {
        question: 'Why is intention-to-treat analysis preferred over per-protocol analysis in a superiority trial?',
        answer:
          'Patients who stop or switch treatment often differ (for example, they are sicker or have side effects) from those who continue, so excluding them recreates unequal groups. Analyzing everyone as randomized keeps the groups comparable and gives a conservative estimate of benefit.',
      },
    ],
  },
  {
    id: 'biostat-central-tendency-and-distributions',
    title: 'Measures of central tendency, dispersion and skewed distributions',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['mean', 'median', 'mode', 'standard deviation', 'normal distribution', 'Gaussian distribution', 'skew', 'positive skew', 'negative skew', 'bimodal distribution'],
    definition:
      'Measures of central tendency (mean, median and mode) describe the center of a data set, measures of dispersion (standard deviation, variance, range and interquartile range) describe its spread, and skew describes an asymmetric distribution with a longer tail on one side.',
    highYield: [
      'The mean is the arithmetic average, the median is the middle value when data are ordered (the 50th percentile) and the mode is the most frequent value.',
      'The mean is sensitive to outliers, whereas the median is not, so the median is the preferred measure of central tendency for skewed data such as income or hospital length of stay.',
      'In a normal (Gaussian) distribution, the mean, median and mode are equal, and about 68% of values lie within 1 standard deviation of the mean, 95% within 2 and 99.7% within 3.',
      'In a positively (right) skewed distribution, the tail extends to the right and mean > median > mode, because outliers with high values pull the mean upward.',
      'In a negatively (left) skewed distribution, the tail extends to the left and mean < median < mode, because outliers with low values pull the mean downward.',
      'The direction of skew is named for the side of the long tail, not for the side of the peak, and the mean is pulled toward the tail.',
      'A bimodal distribution has two peaks, suggesting two populations, as in the age distribution of Hodgkin lymphoma.',
      'Standard deviation describes the spread of individual observations, whereas the standard error of the mean (standard deviation / square root of n) describes the precision of the sample mean.',
      'Variance is the square of the standard deviation.',
    ],
    why: [
      {
        question: 'Why is the mean greater than the median in a right-skewed distribution?',
        answer:
          'A few very high values in the right tail add a lot to the sum used for the mean but only count as single positions when finding the median. The mean is therefore pulled toward the tail, above the median.',
      },
    ],
  },
  {
    id: 'biostat-survival-analysis',
    title: 'Survival analysis: Kaplan-Meier curves and hazard ratios',
    subject: 'Biostatistics & Epidemiology',
    kind: 'concept',
    aliases: ['survival analysis', 'Kaplan-Meier curve', 'time-to-event analysis', 'hazard ratio', 'HR', 'log-rank test', 'Cox proportional hazards', 'censoring', 'median survival'],
    definition:
      'Survival analysis studies the time until an event (such as death or relapse), using methods such as the Kaplan-Meier curve, the log-rank test and Cox proportional hazards regression that account for participants followed for different lengths of time.',
    highYield: [
      'A Kaplan-Meier curve plots the estimated proportion of participants still free of the event on the y-axis against time on the x-axis, as a step function that drops at each event.',
      'Censoring in survival analysis means a participant’s event time is unknown because they were lost to follow-up, withdrew or had not had the event by the end of the study; censored participants contribute data up to the time they are censored.',
      'Kaplan-Meier survival analysis assumes that censoring is non-informative, meaning that participants who are censored have the same future risk as those who remain under observation.',
      'The log-rank test compares two or more Kaplan-Meier survival curves to test whether they differ significantly.',
      'Cox proportional hazards regression estimates a hazard ratio while adjusting for other variables, assuming the ratio of hazards between groups is constant over time.',
      'A hazard ratio compares the instantaneous event rates of two groups: a hazard ratio of 0.7 means the treated group has a 30% lower rate of the event at any time, and a hazard ratio of 1 means no difference.',
      'Median survival is the time at which the Kaplan-Meier curve crosses 50% event-free survival.',
      'Survival measured from the date of diagnosis, such as 5-year survival, is vulnerable to lead-time bias when groups are diagnosed at different stages.',
    ],
    keyComparisons: [
      {
        with: 'biostat-relative-risk',
        difference:
          'A hazard ratio compares event rates over time and uses the timing of every event, whereas relative risk compares the cumulative proportion with the event at the end of a fixed period.',
      },
    ],
    why: [
      {
        question: 'Why not simply compare the percentage of patients who died in each group?',
        answer:
          'Participants are enrolled at different times and some are lost to follow-up, so they are observed for different lengths of time. Survival analysis uses each person’s follow-up time and handles censoring, which a simple proportion cannot.',
      },
    ],
  },
];
