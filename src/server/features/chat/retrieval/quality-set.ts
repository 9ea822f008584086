// The retrieval quality set: questions as students type them, with the source each answer must
// cite ("kind:id"; several when either is right). `none` means the assistant must say it found
// nothing rather than cite anything. Written by us; run by quality.test.ts.

export interface QualityCase {
  question: string;
  /** Which assistant answers: the AI Chat (library + codes) or the support widget (FAQ). */
  assistant: 'chat' | 'support';
  /** Any one of these must be cited; empty = nothing may be cited (not found / redirect). */
  cite: readonly string[];
}

const chat = (question: string, ...cite: string[]): QualityCase => ({ question, assistant: 'chat', cite });
const support = (question: string, ...cite: string[]): QualityCase => ({ question, assistant: 'support', cite });

export const QUALITY_SET: readonly QualityCase[] = [
  // Clinical facts: topic notes
  chat('What is the first-line treatment for acute pericarditis?', 'note:card-acute-pericarditis'),
  chat('How do you diagnose a pulmonary embolism?', 'note:pulm-pulmonary-embolism'),
  chat('symptoms of aortic dissection', 'note:card-aortic-dissection'),
  chat('first line drug for high blood pressure', 'note:card-hypertension'),
  chat('how do you treat DKA', 'note:endo-diabetic-ketoacidosis'),
  chat('What is the antidote for Tylenol overdose?', 'note:em-acetaminophen-overdose'),
  chat('How is C. diff treated?', 'note:id-clostridioides-difficile-infection'),
  chat('signs of Kawasaki disease in a child', 'note:peds-kawasaki-disease'),
  chat('management of a ruptured ectopic pregnancy', 'note:obgyn-ectopic-pregnancy'),
  chat('what does a heart attack look like on ECG', 'note:card-acute-coronary-syndrome'),
  chat('How do you stop status epilepticus?', 'note:neuro-epilepsy'),
  chat('What causes croup and what is the steeple sign?', 'note:peds-croup'),
  chat('side effects of lithium', 'note:psych-bipolar-disorder', 'question:psych-w-lithium-nephrogenic-di'),
  chat('best screening test for celiac disease', 'note:gi-celiac-disease'),
  chat('How do you manage anaphylaxis?', 'note:em-anaphylaxis'),
  chat('NMS treatment', 'note:psych-neuroleptic-malignant-syndrome'),
  chat('What is Beck triad?', 'note:card-cardiac-tamponade'),
  chat('appendicitis diagnosis', 'note:surg-acute-appendicitis'),
  chat('treatment of graves disease', 'note:endo-graves-disease'),
  chat('drug for malignant hyperthermia', 'note:surg-malignant-hyperthermia', 'question:surg-w-malignant-hyperthermia'),
  chat('myasthenic crisis management', 'note:neuro-myasthenia-gravis'),
  chat('COPD exacerbation treatment', 'note:pulm-copd'),
  chat('seizure prophylaxis in preeclampsia', 'note:obgyn-preeclampsia'),
  chat('what electrolyte abnormality does pyloric stenosis cause', 'note:peds-pyloric-stenosis'),
  chat('bulls eye rash after a tick bite, how to treat', 'note:id-lyme-disease'),
  chat('difference between crohns and ulcerative colitis', 'note:gi-crohn-disease', 'note:gi-ulcerative-colitis'),
  chat('what is the mechanism of metformin', 'question:endo-w-metformin-mechanism', 'note:endo-type-2-diabetes'),
  chat('hypertention treatment', 'note:card-hypertension'),
  chat('What is the CHA2DS2-VASc score used for in afib?', 'note:card-atrial-fibrillation'),

  // Clinical facts: practice question explanations
  chat('What is the antidote for digoxin toxicity?', 'question:cardio-w-digoxin-toxicity'),
  chat('Why do ACE inhibitors cause a cough?', 'question:cardio-w-ace-inhibitor-cough'),
  chat('Wernicke encephalopathy treatment', 'question:neuro-w-wernicke-encephalopathy'),
  chat('Where is the Chapman reflex point of the appendix?', 'question:gi-w-omm-chapman-appendix', 'question:surg-w-omm-chapman-appendix'),
  chat('rabies prophylaxis after a bat in the bedroom', 'question:id-w-rabies-bat-exposure'),
  chat('How is tardive dyskinesia treated?', 'question:psych-w-tardive-dyskinesia-vmat2'),
  chat('normal pressure hydrocephalus triad', 'question:neuro-w-normal-pressure-hydrocephalus'),
  chat('which TB drug causes optic neuritis', 'question:id-w-ethambutol-optic-neuropathy'),

  // ICD-10-CM codes
  chat('What is the ICD-10 code for essential hypertension?', 'icd:I10'),
  chat('ICD-10 code for type 2 diabetes without complications', 'icd:E11.9'),
  chat('icd 10 code for COPD', 'icd:J44.9', 'icd:J44'),
  chat('What does the code J45.909 mean?', 'icd:J45.909'),
  chat('ICD code for acute appendicitis', 'icd:K35.80', 'icd:K35.89', 'icd:K35'),
  chat('what is I10?', 'icd:I10'),

  // Product questions, in the AI Chat and in the support widget
  chat('How much does the Premium plan cost?', 'faq:plans-and-prices', 'faq:basic-vs-premium'),
  chat('How long is the free trial?', 'faq:free-trial'),
  support('Is there a student discount?', 'faq:student-discount'),
  support('Can I get a refund?', 'faq:money-back-guarantee'),
  support('How do I cancel my subscription?', 'faq:cancel-subscription'),
  support('How many chat messages do I get on the free plan?', 'faq:usage-limits'),
  support('What cookies do you use?', 'faq:cookies'),
  support('How do I save a loan plan?', 'faq:page-loan-calculator'),
  support('how can I contact you', 'faq:contact-support'),
  support('is yearly billing cheaper', 'faq:yearly-billing'),
  support('Do you sell my data?', 'faq:privacy-data'),
  support('how do bookmarks work in the icd lookup', 'faq:page-enhanced-icd'),
  support('refund policy', 'faq:money-back-guarantee'),
  support('what payment methods do you accept', 'faq:payment-methods'),
  support('is my data safe', 'faq:privacy-data'),

  // Nothing in the library: must say so, cite nothing
  chat("What's the weather in Paris tomorrow?"),
  chat('Who won the football world cup in 1998?'),
  chat('How do I fix a flat bicycle tire?'),
  // Mentioned in passing only (a vaccination, a drug in a list): no source is about it.
  chat('How is COVID-19 treated?'),
  chat('Which statin is the best?'),
  support('What is the capital of Peru?'),
];
