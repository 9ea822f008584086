import type { LibraryNote } from '../../note-types';

export const notes: readonly LibraryNote[] = [
  {
    id: 'ethics-four-principles',
    title: 'Core principles of medical ethics (autonomy, beneficence, nonmaleficence, justice)',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['autonomy', 'beneficence', 'nonmaleficence', 'justice', 'four principles', 'principlism', 'Beauchamp and Childress', 'first do no harm', 'primum non nocere', 'doctrine of double effect'],
    definition:
      'The four core principles of medical ethics are respect for autonomy (patients’ right to make informed decisions about their own care), beneficence (acting in the patient’s best interest), nonmaleficence (avoiding harm) and justice (treating patients fairly and distributing resources equitably).',
    highYield: [
      'Respect for autonomy obliges physicians to let a patient with decision-making capacity choose among medically appropriate options and refuse any treatment, although it does not oblige physicians to provide treatment they judge nonbeneficial; it underlies informed consent, confidentiality and truth-telling.',
      'Beneficence obliges physicians to act in the patient’s best interest, but for an adult with decision-making capacity, respect for autonomy generally outweighs the physician’s view of what is beneficial.',
      'Nonmaleficence ("first, do no harm") obliges physicians to avoid causing harm and to weigh the risks of any intervention against its benefits.',
      'Justice obliges physicians to treat patients fairly and without discrimination (for example by race, insurance status or ability to pay) and to allocate scarce resources equitably.',
      'The doctrine of double effect, an application of nonmaleficence, holds that an action with a good intended effect (such as relieving pain with opioids at the end of life) is ethical even if it has a foreseen but unintended harmful effect (such as hastening death), provided the harm is not the means to the good effect.',
      'When the four principles conflict on an exam question, the usual answer respects the informed choice of a patient who has decision-making capacity, even when the physician disagrees.',
      'Paternalism, in which a physician overrides a capacitated patient’s choice for the patient’s own good, violates respect for autonomy.',
    ],
    why: [
      {
        question: 'Why does autonomy usually outweigh beneficence for an adult patient?',
        answer:
          'An adult with decision-making capacity is the best judge of how medical outcomes fit their own values and goals. Overriding that choice, even with good intentions, treats the patient as unable to govern their own life and is legally battery if treatment is given without consent.',
      },
      {
        question: 'Why is giving high-dose opioids for terminal dyspnea not considered killing the patient?',
        answer:
          'Under the doctrine of double effect, the physician intends and titrates the drug to relieve suffering, and any hastening of death is foreseen but not intended. The death is not the means by which the relief is achieved.',
      },
    ],
    keyComparisons: [
      {
        with: 'ethics-physician-assisted-death-and-euthanasia',
        difference:
          'Palliative opioids given under the doctrine of double effect aim to relieve symptoms, whereas physician-assisted death and euthanasia intend death as the means of ending suffering.',
      },
    ],
  },
  {
    id: 'ethics-decision-making-capacity',
    title: 'Decision-making capacity and competence',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['capacity', 'decision-making capacity', 'competence', 'competency', 'incompetent', 'lack of capacity', 'Appelbaum criteria', 'capacity assessment'],
    definition:
      'Decision-making capacity is a clinical judgment, made by a physician, that a patient can make a specific medical decision, whereas competence is a legal determination, made by a court, about a person’s general ability to manage their affairs.',
    criteria: {
      name: 'Elements of decision-making capacity (Appelbaum)',
      items: [
        'A patient with decision-making capacity can communicate a clear and consistent choice.',
        'A patient with decision-making capacity can understand the relevant information about the condition, the proposed treatment, the alternatives and the risks and benefits.',
        'A patient with decision-making capacity can appreciate how that information applies to their own situation and the likely consequences of the choice.',
        'A patient with decision-making capacity can reason about the options, comparing them in light of their own values.',
      ],
    },
    highYield: [
      'Decision-making capacity is specific to the decision at hand, so a patient may have capacity for a simple decision but lack it for a complex, high-risk one.',
      'Decision-making capacity can fluctuate, for example with delirium, intoxication or medication effects, so it should be reassessed when the cause is treated.',
      'Any physician caring for the patient can assess decision-making capacity; a psychiatry consultation may help in difficult cases but is not required.',
      'Adults are presumed to have decision-making capacity until an assessment shows otherwise.',
      'A psychiatric diagnosis, dementia or an intellectual disability does not by itself mean a patient lacks decision-making capacity; the specific abilities must be assessed.',
      'Disagreeing with the physician’s recommendation does not by itself show a lack of decision-making capacity, although an unexpected choice is a reasonable prompt to assess it carefully.',
      'Competence is decided by a judge, and a person declared legally incompetent has a court-appointed guardian who makes decisions on their behalf.',
      'When a patient lacks decision-making capacity, decisions follow the patient’s advance directive or are made by a surrogate using the patient’s known wishes (substituted judgment) or, if those are unknown, the patient’s best interest.',
    ],
    keyComparisons: [
      {
        with: 'ethics-surrogate-decision-making',
        difference: 'Decision-making capacity determines whether the patient decides, and surrogate decision-making applies only once the patient is found to lack capacity for that decision.',
      },
    ],
    why: [
      {
        question: 'Why does a physician not need a court order to decide that a patient lacks decision-making capacity?',
        answer:
          'Decision-making capacity is a clinical judgment about a particular decision at a particular time, made at the bedside as part of ordinary care. Only the broader legal status of incompetence requires a court.',
      },
      {
        question: 'Why can a patient with schizophrenia still refuse surgery?',
        answer:
          'A psychiatric illness removes decision-making capacity only if it impairs the patient’s ability to understand, appreciate, reason about or communicate the specific decision. If those abilities are intact, the refusal must be respected.',
      },
    ],
  },
  {
    id: 'ethics-informed-consent',
    title: 'Informed consent and its exceptions',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['informed consent', 'consent', 'implied consent', 'emergency exception', 'therapeutic privilege', 'waiver of consent', 'battery', 'consent form'],
    definition:
      'Informed consent is a process in which a patient with decision-making capacity voluntarily authorizes a treatment or procedure after the physician discloses the diagnosis, the nature of the intervention, its risks and benefits, and the reasonable alternatives, including no treatment.',
    criteria: {
      name: 'Elements of valid informed consent',
      items: [
        'Valid informed consent requires that the patient has decision-making capacity for the decision.',
        'Valid informed consent requires disclosure of the diagnosis, the proposed intervention, its purpose, its risks and benefits, and the alternatives, including doing nothing.',
        'Valid informed consent requires that the patient understands the information, which the physician can check by asking the patient to explain it back (teach-back).',
        'Valid informed consent requires that the decision is voluntary and free of coercion or manipulation.',
      ],
    },
    highYield: [
      'The physician who will perform the procedure is responsible for the informed consent discussion; a nurse may witness a signature but the signed form does not replace the conversation.',
      'The emergency exception to informed consent allows treatment without consent when a patient lacks capacity, no surrogate is available, and delay would cause serious harm or death (implied consent).',
      'The waiver exception to informed consent applies when a patient with capacity voluntarily chooses not to receive information or asks that someone else decide, and the physician should document the waiver.',
      'Therapeutic privilege is a narrow and rarely justified exception to informed consent that allows withholding information only when disclosure itself would cause severe, immediate harm to the patient; it may not be used because the physician fears the patient will refuse.',
      'A patient with decision-making capacity may withdraw informed consent at any time, including after signing a consent form.',
      'Treating a patient without informed consent can be battery (unauthorized touching), and failure to disclose material risks can be negligence.',
      'The legal standard for how much must be disclosed during informed consent varies by US state: some use what a reasonable patient would want to know, and others use what a reasonable physician would disclose.',
      'Informed consent should be given in a language the patient understands, using a qualified medical interpreter when needed.',
    ],
    keyComparisons: [
      {
        with: 'ethics-informed-refusal',
        difference: 'Informed consent authorizes an intervention, whereas informed refusal declines it; both require capacity and disclosure of the consequences of the choice.',
      },
    ],
    why: [
      {
        question: 'Why is a signed consent form not the same as informed consent?',
        answer:
          'Informed consent is the conversation in which the patient understands and voluntarily accepts the risks, benefits and alternatives. The form only documents that the process took place; a signature without understanding is not valid consent.',
      },
      {
        question: 'Why can a physician not invoke therapeutic privilege to avoid a refusal?',
        answer:
          'Withholding information because the patient might refuse defeats the purpose of informed consent, which is to let the patient decide. Therapeutic privilege is reserved for the rare case in which the disclosure itself would directly cause serious harm.',
      },
    ],
  },
  {
    id: 'ethics-informed-refusal',
    title: 'Informed refusal and leaving against medical advice',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['informed refusal', 'refusal of treatment', 'right to refuse', 'against medical advice', 'AMA discharge', 'leaving AMA', 'treatment refusal'],
    definition:
      'Informed refusal is the right of a patient with decision-making capacity to decline any recommended test or treatment, including life-sustaining treatment, after being told the risks of refusing and the alternatives.',
    highYield: [
      'A patient with decision-making capacity may refuse any treatment, even life-saving treatment, and the physician must respect the refusal.',
      'In informed refusal, the physician should explain the specific risks of refusing, explore the reasons for the refusal, correct misunderstandings, offer alternatives and document the discussion.',
      'Exploring the reasons behind an informed refusal often reveals a treatable concern, such as fear, cost, transport or a misunderstanding, rather than a fixed objection.',
      'A patient who refuses one treatment keeps the right to all other care, and the physician should continue to offer acceptable alternatives and follow-up.',
      'A patient with decision-making capacity who chooses to leave the hospital against medical advice may not be detained, but should be told the risks, offered prescriptions and follow-up, and invited to return.',
      'Leaving against medical advice does not in itself void a patient’s health insurance coverage, and telling patients that it does is inaccurate.',
      'A patient who lacks decision-making capacity and refuses urgent treatment can be treated under the emergency exception or with surrogate consent.',
    ],
    keyComparisons: [
      {
        with: 'ethics-informed-consent',
        difference: 'Informed refusal requires the same capacity and disclosure as informed consent, with the disclosure focused on the consequences of not treating.',
      },
    ],
    why: [
      {
        question: 'Why must a physician respect a capacitated patient’s refusal of life-saving treatment?',
        answer:
          'Respect for autonomy gives adults with capacity the right to decide what is done to their own bodies, even when the choice leads to death. Treating over a valid refusal is battery.',
      },
    ],
  },
  {
    id: 'ethics-minors-and-consent',
    title: 'Minors and consent (emancipation, confidential care and parental refusal)',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['minor consent', 'consent for minors', 'emancipated minor', 'mature minor doctrine', 'adolescent confidentiality', 'parental consent', 'parental refusal', 'assent', 'pediatric consent'],
    definition:
      'Minors (people under 18 in most US states) generally need a parent or legal guardian to consent to medical care, with exceptions for emergencies, emancipated minors and specific services that state laws let minors consent to on their own.',
    highYield: [
      'An emancipated minor may consent to their own medical care; depending on the state, emancipation commonly results from marriage, active military service, a court order or, in some states, living independently and being self-supporting.',
      'A minor who is a parent can generally consent to medical care for their own child.',
      'All US states and the District of Columbia allow minors to consent on their own to testing and treatment for sexually transmitted infections (a few only above a minimum age of 12-14), and many allow minors to consent to contraception, prenatal care and substance use treatment; the exact services and ages vary by state.',
      'Minors’ access to abortion without parental involvement depends heavily on state law, and in states where abortion is legal, many require parental notification or consent with a judicial bypass option.',
      'In an emergency, a minor should receive necessary treatment without waiting for parental consent.',
      'When parents refuse clearly life-saving or necessary treatment for a child, physicians should give emergency treatment when delay would cause serious harm, and otherwise seek a court order or involve child protective services.',
      'Decisions for minors are made under the best-interest standard, so parents may not refuse life-saving treatment for a child on religious or personal grounds.',
      'Even when parental consent is required, physicians should seek the minor’s assent and involve the child in decisions to the extent their maturity allows.',
      'Some states recognize a mature minor doctrine that lets a physician treat an older adolescent who shows adult-level understanding without parental consent.',
      'Adolescents should be given time alone with the physician at visits, with an explanation that confidentiality will be kept except when there is a risk of serious harm to the adolescent or others.',
    ],
    keyComparisons: [
      {
        with: 'ethics-jehovahs-witness-blood-transfusion',
        difference: 'An adult Jehovah’s Witness with capacity may refuse blood for themselves, but parents may not refuse a life-saving transfusion for their child.',
      },
    ],
    why: [
      {
        question: 'Why can a 16-year-old be treated for chlamydia without parental consent?',
        answer:
          'States allow minors to consent to STI care because requiring parental involvement deters adolescents from seeking treatment, which harms them and spreads infection. The public health benefit of confidential care outweighs the usual parental role.',
      },
      {
        question: 'Why can parents not refuse a life-saving treatment for their child?',
        answer:
          'Parental authority exists to protect the child’s interests, and a child cannot yet form or express their own settled values. Decisions for children therefore follow the best-interest standard, and the state may intervene when parents’ choices would cause death or serious harm.',
      },
    ],
  },
  {
    id: 'ethics-confidentiality',
    title: 'Confidentiality and its exceptions',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['confidentiality', 'patient privacy', 'breach of confidentiality', 'mandatory reporting', 'reportable diseases', 'partner notification', 'impaired driver reporting', 'abuse reporting'],
    definition:
      'Confidentiality is the physician’s duty not to disclose information learned in caring for a patient without the patient’s permission, except when the law requires or permits disclosure to protect the patient or others.',
    highYield: [
      'An exception to confidentiality exists when a patient poses a serious threat of violence to an identifiable person, creating a duty to warn or protect (Tarasoff) that varies by state.',
      'An exception to confidentiality is required reporting of notifiable infectious diseases to public health authorities, such as tuberculosis, syphilis, gonorrhea, chlamydia, HIV and measles; the lists are set by states.',
      'Suspected child abuse or neglect must be reported to child protective services in every US state, and physicians are mandated reporters who do not need proof or parental permission.',
      'Suspected elder abuse must be reported to adult protective services under the laws of most US states, with details that vary by state.',
      'Most US states require reporting of gunshot wounds to law enforcement, and many also require reporting of stab wounds or other violent injuries; the requirements vary by state.',
      'Reporting of patients whose medical conditions impair driving (such as seizures or dementia) is mandatory for physicians in a few states and permitted or left to the patient in others, so physicians must know their own state’s law.',
      'When a patient with HIV or another sexually transmitted infection will not inform partners, the physician should encourage disclosure and can use public health partner-notification services, following state law.',
      'When breaking confidentiality is justified, the physician should disclose only the minimum information necessary to the appropriate person or agency.',
      'Physicians should not discuss a patient’s information with family members, employers or others without the patient’s permission, and should avoid public places such as elevators for clinical conversations.',
    ],
    keyComparisons: [
      {
        with: 'ethics-duty-to-warn',
        difference: 'Confidentiality is the general rule, and the duty to warn or protect is one specific exception for serious threats of violence to an identifiable person.',
      },
      {
        with: 'ethics-hipaa',
        difference: 'Confidentiality is an ethical duty of the physician, whereas HIPAA is the federal law that regulates how protected health information is used and disclosed.',
      },
    ],
    why: [
      {
        question: 'Why is confidentiality so strongly protected in medicine?',
        answer:
          'Patients disclose sensitive information, such as drug use or sexual history, only if they trust it will stay private. Without confidentiality, patients withhold information or avoid care, which harms both them and public health.',
      },
      {
        question: 'Why must a physician report child abuse without the parents’ permission?',
        answer:
          'Children cannot protect themselves, and delayed reporting can allow repeated and escalating injury. State laws therefore make physicians mandated reporters of reasonable suspicion, not proof, and protect good-faith reports from liability.',
      },
    ],
  },
  {
    id: 'ethics-duty-to-warn',
    title: 'Duty to warn and protect (Tarasoff)',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['Tarasoff', 'Tarasoff decision', 'duty to warn', 'duty to protect', 'threat to third party', 'homicidal patient', 'Tarasoff v Regents'],
    definition:
      'The duty to warn and protect is the obligation of a physician or mental health professional to take reasonable steps to protect an identifiable person whom a patient has seriously threatened with violence, an exception to confidentiality established by the California Supreme Court in Tarasoff v. Regents of the University of California (1976).',
    highYield: [
      'The Tarasoff duty arises when a patient communicates a serious threat of physical violence against a reasonably identifiable victim.',
      'The Tarasoff duty may be met by warning the intended victim, notifying law enforcement, hospitalizing the patient (voluntarily or involuntarily) or a combination of these steps.',
      'The duty to warn or protect under Tarasoff varies by US state: some states make it mandatory, some permit disclosure without requiring it, and a few have no such statute.',
      'The first Tarasoff ruling (1974) described a duty to warn, and the second (1976) broadened it to a duty to protect the intended victim.',
      'When a patient makes a credible threat in the emergency department or clinic, the physician should first ensure immediate safety, then assess risk and act on the duty to protect.',
    ],
    keyComparisons: [
      {
        with: 'ethics-confidentiality',
        difference: 'The duty to warn or protect is an exception to the general rule of confidentiality that applies only to a serious threat of violence against an identifiable person.',
      },
    ],
    why: [
      {
        question: 'Why does the duty to protect override a psychiatric patient’s confidentiality?',
        answer:
          'Confidentiality protects the patient’s interests, but it cannot be used to shield serious, foreseeable violence against another person. In the words of the Tarasoff court, the protective privilege ends where the public peril begins.',
      },
    ],
  },
  {
    id: 'ethics-hipaa',
    title: 'HIPAA (Health Insurance Portability and Accountability Act) basics',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['HIPAA', 'HIPAA Privacy Rule', 'protected health information', 'PHI', 'medical records access', 'minimum necessary', 'Health Insurance Portability and Accountability Act'],
    definition:
      'HIPAA is a 1996 US federal law whose Privacy Rule protects individually identifiable health information (protected health information, PHI) held by covered entities and gives patients rights over their health records.',
    highYield: [
      'HIPAA applies to covered entities, which are health plans, health care clearinghouses and health care providers that transmit health information electronically, and to their business associates.',
      'Under HIPAA, protected health information may be used and disclosed without the patient’s written authorization for treatment, payment and health care operations.',
      'Under HIPAA, disclosure without authorization is also permitted for public health reporting, reporting of abuse or neglect, certain court orders, certain law enforcement requests and to avert a serious threat to health or safety.',
      'Under HIPAA, patients have the right to access and obtain a copy of their medical records, generally within 30 days of the request, and to request corrections.',
      'The HIPAA minimum necessary standard requires that, outside treatment, only the minimum protected health information needed for the purpose is used or disclosed.',
      'Under HIPAA, a provider may share relevant information with family members or friends involved in the patient’s care if the patient agrees or does not object, or, when the patient is incapacitated, if doing so is in the patient’s best interest.',
      'HIPAA gives psychotherapy notes kept separately from the medical record extra protection, and federal rules (42 CFR Part 2) add protection for records of substance use disorder treatment programs.',
      'HIPAA sets a federal floor, so state laws that protect privacy more strictly still apply.',
    ],
    keyComparisons: [
      {
        with: 'ethics-confidentiality',
        difference: 'HIPAA is the federal legal framework for health information privacy, while confidentiality is the broader ethical duty that physicians owe patients.',
      },
    ],
    why: [
      {
        question: 'Why can a physician send records to a consulting specialist without the patient’s signed authorization?',
        answer: 'HIPAA permits disclosure of protected health information for treatment without written authorization, because coordination of care is essential and expected by patients.',
      },
    ],
  },
  {
    id: 'ethics-advance-directives',
    title: 'Advance directives (living will and durable power of attorney for health care)',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['advance directive', 'living will', 'durable power of attorney for health care', 'DPOA', 'health care proxy', 'health care agent', 'Patient Self-Determination Act', 'oral advance directive'],
    definition:
      'An advance directive is a patient’s instruction, made while they have decision-making capacity, about future medical care if they lose capacity; the two main forms are the living will (written treatment preferences) and the durable power of attorney for health care (appointing a decision-maker).',
    highYield: [
      'A living will is a written advance directive that states which treatments, such as mechanical ventilation, CPR or tube feeding, a patient would want or refuse if they become unable to decide.',
      'A durable power of attorney for health care (health care proxy) is an advance directive that names an agent to make medical decisions for the patient if the patient loses decision-making capacity.',
      'A health care agent appointed by a durable power of attorney should use substituted judgment, deciding as the patient would have decided, not according to the agent’s own preferences.',
      'An advance directive takes effect only when the patient loses decision-making capacity; while the patient has capacity, the patient’s current wishes override any earlier directive.',
      'A patient with capacity may revoke or change an advance directive at any time.',
      'An oral advance directive, such as clearly and repeatedly stated wishes documented in the medical record, can guide decisions, although its legal weight varies by state.',
      'The federal Patient Self-Determination Act (1990) requires hospitals and other facilities receiving Medicare or Medicaid funds to inform adult patients at admission of their right to make advance directives.',
      'The legal requirements for valid advance directive documents, such as witnessing and forms, vary by US state.',
    ],
    keyComparisons: [
      {
        with: 'ethics-dnr-and-polst',
        difference:
          'An advance directive is a patient’s own legal document about future care that must be interpreted, whereas a DNR order or POLST is a signed medical order that clinicians and EMS act on directly.',
      },
      {
        with: 'ethics-surrogate-decision-making',
        difference: 'A durable power of attorney for health care names the surrogate in advance, whereas the default surrogate hierarchy applies when no agent has been appointed.',
      },
    ],
    why: [
      {
        question: 'Why does an appointed health care agent outrank the patient’s spouse?',
        answer:
          'By appointing an agent through a durable power of attorney, the patient has made an autonomous choice about who should speak for them. Honoring that choice respects the patient’s autonomy more than a default legal ranking does.',
      },
    ],
  },
  {
    id: 'ethics-surrogate-decision-making',
    title: 'Surrogate decision-making and substituted judgment',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['surrogate', 'surrogate decision-maker', 'substituted judgment', 'best interest standard', 'next of kin', 'surrogate hierarchy', 'legal guardian'],
    definition:
      'Surrogate decision-making is the process by which another person makes medical decisions for a patient who lacks decision-making capacity, ideally using substituted judgment (what the patient would have wanted) and otherwise the patient’s best interest.',
    highYield: [
      'The usual order of surrogate decision-makers begins with the patient’s appointed health care agent (durable power of attorney for health care) or a court-appointed guardian, followed by the spouse, adult children, parents, adult siblings and other relatives; the exact order varies by state.',
      'Substituted judgment asks the surrogate to decide as the patient would have decided, based on the patient’s known values, statements and prior choices.',
      'The best-interest standard is used when the patient’s wishes are unknown or the patient never had capacity (for example, infants), and it weighs the benefits and burdens of treatment for that patient.',
      'A surrogate should not decide based on their own values or preferences, and a physician who believes a surrogate is clearly acting against the patient’s known wishes or interests should seek an ethics consultation.',
      'When surrogates of equal rank (such as several adult children) disagree, many states and institutions look for consensus or majority, with ethics consultation and, as a last resort, the courts.',
      'For a patient who lacks capacity and has no surrogate (an unrepresented or "unbefriended" patient), decisions follow institutional policy and state law, which may involve an ethics committee or a court-appointed guardian.',
      'A previously expressed wish of the patient, such as an advance directive, takes precedence over a surrogate’s differing view.',
    ],
    keyComparisons: [
      {
        with: 'ethics-advance-directives',
        difference: 'An advance directive is the patient’s own earlier instruction, whereas a surrogate interprets the patient’s wishes in real time when no instruction covers the situation.',
      },
      {
        with: 'ethics-decision-making-capacity',
        difference: 'Surrogate decision-making is used only after a patient has been found to lack decision-making capacity for the decision in question.',
      },
    ],
    why: [
      {
        question: 'Why should the surrogate be asked what the patient would want rather than what the surrogate wants?',
        answer:
          'Substituted judgment extends the patient’s autonomy to a time when they cannot speak for themselves. Asking "What would your mother say if she could talk to us?" keeps the decision centered on the patient’s values and also relieves the surrogate of feeling personally responsible.',
      },
    ],
  },
  {
    id: 'ethics-dnr-and-polst',
    title: 'Do-not-resuscitate orders and POLST',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['DNR', 'do not resuscitate', 'DNAR', 'allow natural death', 'DNI', 'POLST', 'MOLST', 'code status', 'no code', 'full code'],
    definition:
      'A do-not-resuscitate (DNR) order is a physician’s order not to perform cardiopulmonary resuscitation if the patient’s heart or breathing stops, and a POLST (Physician or Portable Orders for Life-Sustaining Treatment) is a signed medical order form that records a seriously ill patient’s treatment limits and travels with the patient across care settings.',
    highYield: [
      'A DNR order applies only to cardiopulmonary arrest and does not mean "do not treat": a patient with a DNR order can still receive antibiotics, surgery, dialysis, intensive care and other indicated treatment.',
      'A do-not-intubate (DNI) order is separate from a DNR order and must be discussed and documented on its own.',
      'A POLST form is intended for patients with serious illness or frailty, is signed by a clinician and is honored by emergency medical services, unlike a standard advance directive.',
      'A POLST form typically addresses CPR, the level of medical intervention (full treatment, selective treatment or comfort-focused) and artificially administered nutrition.',
      'The name and details of POLST forms vary by state, for example MOLST or POST in some states.',
      'A DNR order is not automatically suspended during surgery or anesthesia; professional guidelines call for a "required reconsideration" discussion with the patient or surrogate before the procedure.',
      'A "slow code," a deliberately half-hearted resuscitation attempt, is unethical and deceptive, so the code status must be either honored or changed openly.',
      'A DNR order may be written at the request of a patient with capacity or an authorized surrogate, and the discussion should address the patient’s goals and the realistic outcomes of CPR.',
    ],
    keyComparisons: [
      {
        with: 'ethics-advance-directives',
        difference: 'A DNR order or POLST is an actionable medical order, whereas a living will is the patient’s statement of wishes that must be translated into orders.',
      },
    ],
    why: [
      {
        question: 'Why should a patient with a DNR order still be admitted to the ICU for septic shock?',
        answer:
          'A DNR order only declines CPR in the event of arrest; it says nothing about other treatments the patient may want. Withholding ICU care because of a DNR order alone would impose limits the patient never chose.',
      },
    ],
  },
  {
    id: 'ethics-withdrawing-and-withholding-treatment',
    title: 'Withdrawing and withholding life-sustaining treatment',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['withdrawal of care', 'withdrawing treatment', 'withholding treatment', 'life-sustaining treatment', 'comfort care', 'terminal extubation', 'Cruzan', 'medical futility', 'artificial nutrition and hydration'],
    definition:
      'Withholding life-sustaining treatment means not starting it, and withdrawing means stopping it once started; in US ethics and law the two are considered equivalent, and both may be chosen by a patient with capacity or an authorized surrogate.',
    highYield: [
      'Withdrawing and withholding life-sustaining treatment are ethically and legally equivalent, so a physician should not avoid starting a trial of treatment for fear that it cannot later be stopped.',
      'Life-sustaining treatments that can be withheld or withdrawn include mechanical ventilation, dialysis, vasopressors, antibiotics and artificial nutrition and hydration.',
      'In Cruzan v. Director, Missouri Department of Health (1990), the US Supreme Court assumed that a competent person has a constitutionally protected right to refuse life-sustaining treatment, including artificial nutrition and hydration, and allowed states to require clear and convincing evidence of an incapacitated patient’s wishes.',
      'When life-sustaining treatment is withdrawn, the patient dies of the underlying disease, so withdrawal is not killing and is distinct from euthanasia.',
      'Comfort measures, including opioids and sedatives titrated to relieve dyspnea, pain and distress, should continue after life-sustaining treatment is withdrawn.',
      'A time-limited trial of treatment, with agreed goals and a date to reassess, lets patients and families try an intervention with a clear plan to stop it if it fails.',
      'Physicians are not obligated to provide treatment they judge to be medically nonbeneficial, but disagreements over such treatment should be resolved through communication, ethics consultation and institutional policy rather than unilateral action.',
    ],
    keyComparisons: [
      {
        with: 'ethics-physician-assisted-death-and-euthanasia',
        difference:
          'Withdrawing life-sustaining treatment lets the underlying disease take its course and is legal in all states, whereas euthanasia introduces a new lethal cause of death and is illegal in the United States.',
      },
    ],
    why: [
      {
        question: 'Why is stopping a ventilator considered no different from never starting it?',
        answer:
          'In both cases the patient or surrogate has declined a treatment, and the patient dies from the disease that made the treatment necessary. Treating withdrawal as worse would discourage reasonable trials of therapy in uncertain situations.',
      },
    ],
  },
  {
    id: 'ethics-physician-assisted-death-and-euthanasia',
    title: 'Physician-assisted death and euthanasia',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['physician-assisted suicide', 'physician-assisted death', 'medical aid in dying', 'MAID', 'euthanasia', 'death with dignity', 'right to die', 'assisted dying'],
    definition:
      'Physician-assisted death (medical aid in dying) is a physician prescribing a lethal medication that a patient with decision-making capacity takes themselves, whereas euthanasia is a physician directly administering a lethal agent to end the patient’s life.',
    highYield: [
      'Euthanasia (a physician administering a lethal drug) is illegal in every US state, although it is legal in some other countries.',
      'Physician-assisted death is legal in a minority of US states and in the District of Columbia, beginning with Oregon’s Death with Dignity Act (in effect since 1997), and is illegal in the rest.',
      'Where physician-assisted death is legal in the United States, the patient typically must be an adult with decision-making capacity and a terminal illness expected to cause death within 6 months, make repeated requests and take the medication themselves; most of these states also require state residency, although Oregon and Vermont have dropped that requirement.',
      'In Washington v. Glucksberg and Vacco v. Quill (1997), the US Supreme Court held that there is no constitutional right to physician-assisted suicide, leaving the question to the states.',
      'The American Medical Association Code of Medical Ethics opposes physician-assisted suicide as incompatible with the physician’s role as healer, while recognizing that physicians hold differing views.',
      'Physicians who object to physician-assisted death are not required to participate, but should not abandon the patient.',
      'When a patient asks for help to die, the physician should first explore the reasons, such as uncontrolled pain, depression, fear of being a burden or loss of control, and offer palliative care and treatment of depression.',
    ],
    keyComparisons: [
      {
        with: 'ethics-withdrawing-and-withholding-treatment',
        difference:
          'Withdrawing life-sustaining treatment removes an intervention and allows natural death, which is legal everywhere in the United States, whereas physician-assisted death provides a means to cause death and is legal only in some states.',
      },
      {
        with: 'ethics-four-principles',
        difference:
          'Palliative sedation and high-dose opioids justified by the doctrine of double effect intend symptom relief, whereas physician-assisted death intends death.',
      },
    ],
    why: [
      {
        question: 'Why should a physician explore the reasons behind a request for assisted death?',
        answer:
          'Requests to hasten death often arise from treatable problems such as depression, unrelieved pain or fear of being a burden. Addressing these with palliative and psychiatric care respects the patient and may change the request.',
      },
    ],
  },
  {
    id: 'ethics-brain-death',
    title: 'Brain death (death by neurologic criteria)',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['brain death', 'death by neurologic criteria', 'brain death determination', 'apnea test', 'Uniform Determination of Death Act', 'UDDA', 'irreversible coma'],
    definition:
      'Brain death is the irreversible cessation of all functions of the entire brain, including the brainstem, and it is legally recognized as death throughout the United States under the Uniform Determination of Death Act or equivalent state law.',
    highYield: [
      'Brain death requires a known, irreversible cause of catastrophic brain injury consistent with the diagnosis, usually confirmed by neuroimaging.',
      'Before brain death can be determined, confounding conditions must be excluded, including hypothermia, hypotension, sedative or paralytic drug effects and severe metabolic or endocrine disturbances.',
      'The clinical examination for brain death shows coma with no response to noxious stimuli, absent brainstem reflexes (pupillary light, corneal, oculocephalic, oculovestibular, gag and cough) and apnea.',
      'The apnea test for brain death is positive when there is no respiratory effort despite a PaCO2 rising to at least 60 mm Hg and at least 20 mm Hg above the patient’s baseline.',
      'Ancillary tests, most often cerebral blood flow studies such as radionuclide perfusion scanning or catheter angiography, are used in brain death determination only when the clinical examination or apnea test cannot be completed or interpreted.',
      'Spinal reflexes, including deep tendon reflexes and triple flexion, may persist after brain death and do not exclude the diagnosis.',
      'Once brain death is declared, the patient is legally dead, and continuing mechanical ventilation is not life support; family consent is not needed to stop it, although a brief accommodation period is often offered.',
      'A few US states, such as New Jersey, require accommodation of religious objections to the determination of death by neurologic criteria.',
      'Hospitals must notify the regional organ procurement organization of imminent or actual deaths, and the physicians who declare death should not be part of the transplant team.',
    ],
    keyComparisons: [
      {
        with: 'ethics-withdrawing-and-withholding-treatment',
        difference:
          'A brain-dead patient is already legally dead, whereas withdrawing life-sustaining treatment applies to a living patient and requires consent from the patient or surrogate.',
      },
    ],
    why: [
      {
        question: 'Why is a patient with persistent vegetative state not brain dead?',
        answer:
          'A patient in a persistent vegetative state has a functioning brainstem, so they breathe spontaneously and have sleep-wake cycles and brainstem reflexes. Brain death requires loss of all brain function, including the brainstem.',
      },
      {
        question: 'Why must hypothermia and sedative drugs be excluded before declaring brain death?',
        answer:
          'Hypothermia and sedatives can abolish brainstem reflexes and respiratory drive reversibly. Declaring death while they are present could mistake a recoverable state for an irreversible one.',
      },
    ],
    dontMiss:
      'Brain death must not be confused with coma, locked-in syndrome or a persistent vegetative state; in locked-in syndrome the patient is conscious and can often communicate with vertical eye movements.',
  },
  {
    id: 'ethics-disclosure-of-medical-errors',
    title: 'Disclosure of medical errors',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['medical error', 'error disclosure', 'adverse event disclosure', 'apology laws', 'near miss', 'sentinel event', 'root cause analysis', 'patient safety'],
    definition:
      'Disclosure of medical errors is the physician’s obligation to tell a patient (or surrogate) promptly and honestly when an error has occurred in their care, explaining what happened, its consequences and what will be done about it.',
    highYield: [
      'A physician should disclose a medical error that reaches the patient promptly and honestly, even if the patient was not harmed, and should not wait to be asked.',
      'Disclosure of a medical error should include what happened, how it affects the patient’s health, what is being done to correct it, an expression of regret or apology, and what will be done to prevent a recurrence.',
      'Medical errors should also be reported through the institution’s safety reporting system so that system causes can be analyzed, for example by a root cause analysis.',
      'A near miss is a medical error that did not reach the patient, and reporting near misses helps prevent future harm.',
      'A sentinel event, in Joint Commission terms, is a patient safety event resulting in death, permanent harm or severe temporary harm, and it requires a root cause analysis.',
      'Many US states have apology laws that make a physician’s expression of sympathy after an error inadmissible as evidence of liability; the scope of these laws varies by state.',
      'A physician who learns of a colleague’s error should encourage the colleague to disclose it and involve the supervisor or safety system if the colleague does not.',
      'Altering or falsifying the medical record after an error is unethical and illegal, and it seriously damages a physician’s position in any later lawsuit.',
    ],
    why: [
      {
        question: 'Why should a physician disclose an error that caused no harm?',
        answer:
          'Patients have a right to accurate information about their own care, and honesty sustains trust in the relationship. Disclosure also allows monitoring for delayed effects and supports learning that prevents future errors.',
      },
      {
        question: 'Why does honest disclosure not usually increase malpractice risk?',
        answer:
          'Patients often sue because they feel deceived or unheard rather than solely because of the injury. Open disclosure and apology address those motives, and institutions with communication-and-resolution programs have not seen rising liability.',
      },
    ],
  },
  {
    id: 'ethics-conflicts-of-interest-and-industry-gifts',
    title: 'Conflicts of interest and gifts from industry or patients',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['conflict of interest', 'COI', 'pharmaceutical gifts', 'industry gifts', 'Sunshine Act', 'Open Payments', 'Stark Law', 'Anti-Kickback Statute', 'self-referral', 'gifts from patients'],
    definition:
      'A conflict of interest exists when a physician’s financial or personal interests could compromise, or appear to compromise, professional judgment on behalf of patients, as with gifts or payments from pharmaceutical and device companies.',
    highYield: [
      'Physicians should decline cash, cash-equivalent gifts and gifts with any expectation of prescribing or referral in return from pharmaceutical or device companies.',
      'Industry gifts that primarily benefit patients or education and are of modest value may be acceptable under the AMA Code of Medical Ethics, but the pharmaceutical industry’s own PhRMA Code (2009) bars non-educational items such as pens and mugs.',
      'Industry support for continuing medical education is acceptable when it goes to the accredited provider, not to individual physicians, and the company has no control over the content or speakers.',
      'The Physician Payments Sunshine Act (part of the 2010 Affordable Care Act) requires drug and device manufacturers to report payments and transfers of value to physicians, certain other clinicians and teaching hospitals, which are published in the CMS Open Payments database.',
      'The federal Stark Law prohibits physicians from referring Medicare or Medicaid patients for designated health services to entities in which the physician or an immediate family member has a financial relationship, unless an exception applies.',
      'The federal Anti-Kickback Statute makes it a crime to knowingly offer, pay, solicit or receive anything of value to induce or reward referrals of federal health care program business.',
      'Physicians should disclose conflicts of interest to patients, institutions and journals, and researchers should disclose industry funding and relationships.',
      'A small gift from a patient as an expression of gratitude may generally be accepted, whereas large gifts, cash or gifts that could influence care or suggest a changed relationship should be politely declined.',
    ],
    why: [
      {
        question: 'Why should a physician decline even small personal gifts from drug representatives?',
        answer:
          'Research shows that even small gifts create a sense of reciprocity that can influence prescribing without the physician being aware of it. Declining them protects patients’ trust that prescribing is based only on their interests.',
      },
    ],
  },
  {
    id: 'ethics-impaired-colleagues',
    title: 'Impaired, incompetent or unethical colleagues',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['impaired physician', 'impaired colleague', 'physician impairment', 'substance use in physicians', 'reporting a colleague', 'physician health program', 'unprofessional conduct'],
    definition:
      'Physicians have an ethical duty to act when a colleague appears impaired (for example by substance use, mental or physical illness) or is practicing incompetently or unethically, first protecting patients and then reporting through the appropriate channels.',
    highYield: [
      'When a colleague appears impaired and patients are at immediate risk, for example a surgeon smelling of alcohol before an operation, the physician must prevent the colleague from providing care and notify the supervisor or person in charge at once.',
      'When there is no immediate danger, suspected impairment of a colleague should be reported to the appropriate authority, such as the department chair, chief of staff or the state physician health program.',
      'State physician health programs offer confidential evaluation, treatment and monitoring for impaired physicians, often allowing a safe return to practice.',
      'Incompetent or unethical conduct by a colleague, such as fraud or sexual misconduct with patients, should be reported to the institution’s leadership and, when warranted, to the state medical licensing board.',
      'Physicians who report a colleague in good faith are generally protected from retaliation and liability by institutional policy and state law.',
      'A trainee who suspects an attending or resident is impaired should report the concern to a program director, chief or other supervisor rather than confronting the person alone.',
      'Physicians who recognize impairment in themselves have an ethical duty to seek help and to step away from patient care until they are safe to practice.',
    ],
    why: [
      {
        question: 'Why is a private conversation with an impaired colleague not enough?',
        answer:
          'Impairment from substance use or illness often comes with denial, and a private warning leaves patients unprotected. Reporting through formal channels protects patients and connects the colleague to monitored treatment.',
      },
    ],
  },
  {
    id: 'ethics-emtala',
    title: 'EMTALA (Emergency Medical Treatment and Labor Act)',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['EMTALA', 'Emergency Medical Treatment and Labor Act', 'anti-dumping law', 'patient dumping', 'medical screening examination', 'emergency transfer'],
    definition:
      'EMTALA is a 1986 US federal law requiring hospitals that participate in Medicare and have an emergency department to provide a medical screening examination to anyone who comes to the emergency department requesting care, and to stabilize or appropriately transfer anyone with an emergency medical condition, regardless of ability to pay.',
    highYield: [
      'EMTALA requires a medical screening examination regardless of the patient’s insurance, ability to pay, citizenship or immigration status.',
      'Under EMTALA, a hospital may not delay the medical screening examination or stabilizing treatment to ask about insurance or payment.',
      'Under EMTALA, an emergency medical condition includes active labor, and a pregnant patient having contractions must be treated and stabilized, which may mean delivery of the baby and placenta, unless transfer is appropriate.',
      'Under EMTALA, an unstable patient may be transferred only if the receiving hospital has accepted the patient and has space and staff, the physician certifies that the benefits of transfer outweigh the risks (or the informed patient requests transfer in writing), records go with the patient and transport is appropriate.',
      'Under EMTALA, hospitals with specialized capabilities, such as burn or trauma centers, may not refuse an appropriate transfer if they have the capacity to treat the patient.',
      'EMTALA obligations generally apply to people who present on hospital property, including within 250 yards of the main buildings.',
      'Violations of EMTALA can lead to civil monetary penalties against hospitals and physicians, termination of the hospital’s Medicare provider agreement and exclusion of physicians from Medicare.',
      'EMTALA allows a patient with decision-making capacity to refuse examination, treatment or transfer after being informed of the risks, and the refusal should be documented.',
    ],
    why: [
      {
        question: 'Why was EMTALA enacted?',
        answer:
          'EMTALA was enacted to stop "patient dumping," the practice of refusing or transferring uninsured or poor patients with emergencies to other hospitals for financial reasons, which led to preventable deaths.',
      },
    ],
  },
  {
    id: 'ethics-elder-abuse',
    title: 'Elder abuse and neglect',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['elder abuse', 'elder neglect', 'elder mistreatment', 'financial exploitation', 'adult protective services', 'APS', 'vulnerable adult abuse', 'caregiver neglect'],
    definition:
      'Elder abuse is an intentional act or failure to act by a caregiver or trusted person that causes or risks harm to an older adult, and it includes physical, sexual and psychological abuse, neglect, abandonment and financial exploitation.',
    riskFactors: [
      'Risk factors for elder abuse in the victim include dementia or cognitive impairment, functional dependence, social isolation and poor physical health.',
      'Risk factors for elder abuse in the perpetrator include caregiver stress or burnout, substance use, mental illness and financial dependence on the older adult.',
    ],
    presentation: [
      'Signs of elder abuse include unexplained or repeated injuries, bruises in unusual places (such as the inner arms, trunk or face), fractures and burns.',
      'Signs of elder neglect include malnutrition, dehydration, poor hygiene, untreated pressure injuries and missed medications or appointments.',
      'Clues to elder abuse include a delay in seeking care, explanations that do not match the injuries or that differ between patient and caregiver, and a caregiver who will not let the patient speak alone.',
      'Signs of financial exploitation of an older adult include sudden changes in bank accounts, wills or property, unpaid bills despite adequate income and new "friends" controlling money.',
    ],
    highYield: [
      'Perpetrators of elder abuse are often family members or caregivers, such as adult children or spouses.',
      'A patient suspected of elder abuse should be interviewed alone, away from the caregiver.',
      'Most US states require physicians to report suspected elder abuse or neglect to adult protective services, and reporting requires reasonable suspicion rather than proof; details vary by state.',
      'The USPSTF found insufficient evidence (I statement) to recommend routine screening of all older or vulnerable adults for abuse and neglect, so clinicians should stay alert for signs during routine care.',
      'An older adult with decision-making capacity who is being abused may decline interventions such as leaving the home, and the physician should respect that choice while reporting as required and offering safety planning.',
    ],
    keyComparisons: [
      {
        with: 'ethics-intimate-partner-violence',
        difference:
          'Suspected elder abuse must be reported to adult protective services in most states, whereas intimate partner violence against a competent adult generally is not subject to mandatory reporting except in certain states or for certain injuries.',
      },
    ],
    why: [
      {
        question: 'Why should the patient be interviewed without the caregiver when elder abuse is suspected?',
        answer: 'A patient may be afraid to disclose abuse in front of the person who is abusing them or on whom they depend. Interviewing alone gives a safe chance to speak.',
      },
    ],
    icd10: ['T74.11XA', 'T76.11XA', 'T74.01XA', 'T76.01XA'],
  },
  {
    id: 'ethics-intimate-partner-violence',
    title: 'Intimate partner violence: screening and reporting',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['intimate partner violence', 'IPV', 'domestic violence', 'domestic abuse', 'spousal abuse', 'partner abuse', 'battered woman', 'safety planning'],
    definition:
      'Intimate partner violence (IPV) is physical, sexual or psychological harm, stalking or coercive control by a current or former intimate partner or spouse.',
    presentation: [
      'Signs of intimate partner violence include injuries inconsistent with the history, injuries in different stages of healing, and injuries to the face, neck, breasts or abdomen.',
      'Clues to intimate partner violence include delays in seeking care, frequent emergency visits, a partner who stays close and answers for the patient, and missed appointments.',
      'Intimate partner violence can present indirectly with chronic pain, depression, anxiety, substance use, sexually transmitted infections or unintended pregnancy.',
    ],
    highYield: [
      'The USPSTF recommends that clinicians screen women of reproductive age for intimate partner violence and provide or refer those who screen positive to ongoing support services (grade B).',
      'Screening for intimate partner violence should be done privately, without the partner or other family members present, using a professional interpreter rather than a family member when needed.',
      'A positive screen for intimate partner violence should lead to a safety assessment, including escalating violence, weapons in the home, threats to kill and prior strangulation, which are associated with risk of homicide.',
      'Management of intimate partner violence includes validating the patient’s experience, documenting injuries carefully, making a safety plan and referring to advocacy resources such as the National Domestic Violence Hotline.',
      'Reporting of intimate partner violence against a competent adult is not mandatory in most US states, although most states require reporting of gunshot wounds and some require reporting of other injuries from assault or domestic violence; laws vary by state.',
      'A competent adult experiencing intimate partner violence has the right to decide whether to leave the relationship or involve police, and pressuring the patient to leave may increase danger.',
      'Intimate partner violence may begin or escalate during pregnancy, and homicide is a leading cause of pregnancy-associated death in the United States.',
      'When children are exposed to or harmed by intimate partner violence, child protective services reporting rules apply.',
    ],
    keyComparisons: [
      {
        with: 'ethics-elder-abuse',
        difference:
          'Physicians are generally mandated reporters of elder and child abuse, but for intimate partner violence against a competent adult the emphasis is on screening, safety planning and respecting the patient’s choices, with mandatory reporting only in some states or for specific injuries.',
      },
    ],
    why: [
      {
        question: 'Why should a physician not insist that a patient leave an abusive partner?',
        answer:
          'The period around leaving an abusive relationship is often the most dangerous, and the patient best understands their own risks and constraints. Respecting the patient’s autonomy while offering a safety plan and resources keeps them engaged and safer.',
      },
    ],
    dontMiss:
      'A history of non-fatal strangulation in intimate partner violence greatly raises the risk of future homicide and warrants urgent safety planning, even when there are no visible neck injuries.',
    icd10: ['T74.11XA', 'T76.11XA', 'Z91.414'],
  },
  {
    id: 'ethics-jehovahs-witness-blood-transfusion',
    title: 'Jehovah’s Witnesses and refusal of blood transfusion (adult versus child)',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['Jehovah’s Witness', 'Jehovah’s Witnesses', 'refusal of blood', 'blood transfusion refusal', 'bloodless surgery', 'religious refusal of treatment', 'no blood card'],
    definition:
      'Many Jehovah’s Witnesses refuse transfusion of whole blood and its primary components on religious grounds; an adult with decision-making capacity may refuse transfusion even if death results, but parents may not refuse a life-saving transfusion for their child.',
    highYield: [
      'An adult Jehovah’s Witness with decision-making capacity may refuse blood transfusion, even if life-saving, and the physician must respect the refusal.',
      'A Jehovah’s Witness patient should be asked privately, without family or church members present, about blood products, so that the decision is voluntary and free of pressure.',
      'Many Jehovah’s Witnesses refuse whole blood, red cells, white cells, platelets and plasma, while acceptance of blood fractions (such as albumin or clotting factors) and of cell salvage is often left to individual conscience, so each product should be discussed specifically.',
      'Alternatives for a Jehovah’s Witness who refuses transfusion include erythropoiesis-stimulating agents, intravenous iron, volume expanders, tranexamic acid, cell salvage and meticulous surgical hemostasis.',
      'An unconscious adult with a valid, documented refusal of blood (such as an advance directive or signed card) should not be transfused, whereas an unconscious adult with unknown wishes in an emergency should be transfused under implied consent.',
      'A child of Jehovah’s Witness parents should receive a transfusion in an emergency when it is needed to prevent death or serious harm, even over parental objection.',
      'In a non-emergency, when Jehovah’s Witness parents refuse a needed transfusion for their child, the physician should seek a court order while using blood-sparing alternatives.',
    ],
    keyComparisons: [
      {
        with: 'ethics-minors-and-consent',
        difference: 'Parents may refuse transfusion for themselves as adults with capacity, but decisions for their children follow the best-interest standard, which allows life-saving transfusion over their objection.',
      },
    ],
    why: [
      {
        question: 'Why can a physician transfuse the child of Jehovah’s Witness parents but not the parents themselves?',
        answer:
          'An adult with capacity can accept the consequences of their own religious choices, but a child has not yet formed or chosen those beliefs. The best-interest standard for minors allows the state and physicians to protect the child’s life; as the Supreme Court wrote in Prince v. Massachusetts (1944), parents are not free to make martyrs of their children.',
      },
      {
        question: 'Why should a Jehovah’s Witness patient be asked about transfusion without family present?',
        answer: 'Family or community pressure may influence the answer, and some patients privately accept products they would not accept publicly. A private discussion protects the voluntariness of the decision.',
      },
    ],
  },
  {
    id: 'ethics-interpreters-and-cultural-issues',
    title: 'Medical interpreters, limited English proficiency and cultural humility',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['medical interpreter', 'interpreter', 'limited English proficiency', 'LEP', 'language barrier', 'cultural competence', 'cultural humility', 'sign language interpreter', 'family member as interpreter'],
    definition:
      'Patients with limited English proficiency or hearing loss have a right to a qualified medical interpreter at no cost, and culturally humble care means asking about each patient’s beliefs, values and preferences rather than assuming them.',
    highYield: [
      'A qualified professional medical interpreter (in person, by telephone or by video) should be used for patients with limited English proficiency for any substantial clinical discussion.',
      'Title VI of the Civil Rights Act and Section 1557 of the Affordable Care Act require health care providers that receive federal funds to provide free language assistance to patients with limited English proficiency.',
      'Adult family members should not serve as medical interpreters except in an emergency or at the patient’s explicit request after a free professional interpreter is offered, and minor children should interpret only in an emergency when no qualified interpreter is available.',
      'When using a medical interpreter, the physician should face and speak directly to the patient in the first person, use short sentences and confirm understanding with teach-back.',
      'The Americans with Disabilities Act requires effective communication for deaf or hard-of-hearing patients, which often means a qualified sign language interpreter rather than written notes or a family member.',
      'When a family asks the physician not to tell a patient a serious diagnosis for cultural reasons, the physician should explore the family’s concerns and then ask the patient how much they want to know and who should receive information.',
      'A patient may choose to defer decisions or information to family members, which is an autonomous choice that should be respected and documented.',
      'Asking about a patient’s own explanation of their illness (for example, "What do you think caused your problem?") helps uncover beliefs that affect adherence and shared decisions.',
      'Traditional or folk remedies should be asked about without judgment and accommodated when they are not harmful, while checking for dangerous interactions.',
    ],
    why: [
      {
        question: 'Why should a physician not use a family member as an interpreter?',
        answer:
          'Family members often omit, soften or add information, lack medical vocabulary and may have their own interests in the decision. Their presence can also stop the patient from disclosing sensitive issues such as abuse, sexual history or substance use, and using children places an inappropriate burden on them.',
      },
      {
        question: 'Why should a physician not withhold a diagnosis just because the family requests it?',
        answer:
          'The right to information belongs to the patient, not the family. The physician should ask the patient directly how they wish to receive information; if the patient chooses to let family receive it, that choice is respected.',
      },
    ],
  },
  {
    id: 'ethics-sexual-and-dual-relationships',
    title: 'Sexual and dual relationships with patients (boundary violations)',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['boundary violation', 'dual relationship', 'sexual misconduct', 'romantic relationship with patient', 'dating a patient', 'chaperone', 'treating family members', 'professional boundaries'],
    definition:
      'Sexual or romantic relationships with current patients, and dual relationships in which a physician has a second personal, business or social role with a patient, are boundary violations because they exploit the trust and power imbalance of the physician-patient relationship.',
    highYield: [
      'A sexual or romantic relationship with a current patient is always unethical, even if the patient initiates or consents to it.',
      'A physician must end the professional relationship before any romantic relationship with a patient, and a relationship with a former patient is unethical if it uses trust, knowledge or influence gained in the professional relationship.',
      'Psychiatrists and other mental health clinicians should never have sexual relationships with current or former patients, because of the intense transference and dependence in psychotherapy.',
      'Sexual or romantic relationships with key third parties, such as the parent of a pediatric patient or the spouse of a patient, are also considered unethical when they could affect care.',
      'When a patient makes sexual advances, the physician should set clear professional boundaries, have a chaperone present for further examinations and transfer care if the behavior continues.',
      'A chaperone should be offered for intimate (breast, genital or rectal) examinations according to institutional policy, and a patient’s request for a chaperone should always be honored.',
      'Physicians should generally not treat themselves or close family members, except in emergencies or for minor, short-term problems, because objectivity and confidentiality are compromised.',
      'Dual relationships such as business dealings, borrowing money or social media friendships with patients can compromise objectivity and should be avoided.',
    ],
    why: [
      {
        question: 'Why is a relationship with a consenting adult patient still unethical?',
        answer:
          'The physician-patient relationship involves unequal power, intimate knowledge and trust, so the patient’s consent cannot be assumed to be fully free. The relationship also destroys the objectivity needed for the patient’s care.',
      },
    ],
  },
  {
    id: 'ethics-malpractice',
    title: 'Medical malpractice (negligence)',
    subject: 'Ethics & Law',
    kind: 'concept',
    aliases: ['malpractice', 'medical negligence', 'four Ds of malpractice', 'standard of care', 'tort', 'liability', 'Good Samaritan law', 'res ipsa loquitur', 'lawsuit'],
    definition:
      'Medical malpractice is a civil claim of professional negligence in which a patient must prove that a physician had a duty of care, breached the standard of care, directly caused an injury and thereby caused damages.',
    criteria: {
      name: 'Elements of medical malpractice (the four Ds)',
      items: [
        'Duty: in medical malpractice, the physician must have had a duty of care to the patient, usually through an established physician-patient relationship.',
        'Dereliction (breach): in medical malpractice, the physician must have breached the standard of care, meaning what a reasonably prudent physician in the same field would have done in similar circumstances.',
        'Direct causation: in medical malpractice, the breach must have directly (proximately) caused the patient’s injury.',
        'Damages: in medical malpractice, the patient must have suffered actual harm, such as physical injury, financial loss or pain and suffering.',
      ],
    },
    highYield: [
      'In medical malpractice all four elements (duty, dereliction, direct causation and damages) must be proven; a breach of the standard of care that causes no harm is not malpractice.',
      'In a medical malpractice case, the plaintiff must prove negligence by a preponderance of the evidence (more likely than not), a lower standard than the "beyond a reasonable doubt" standard of criminal law.',
      'The standard of care in a malpractice case is usually established by expert witness testimony about what a reasonably prudent physician would have done.',
      'Res ipsa loquitur ("the thing speaks for itself") is a legal doctrine that lets a malpractice plaintiff infer negligence without expert testimony when the injury could not ordinarily occur without negligence, such as a surgical sponge left in the abdomen.',
      'Treating a patient without consent can give rise to a claim of battery, an intentional tort, which differs from negligence.',
      'Good Samaritan laws protect physicians who provide emergency care in good faith outside a medical setting from liability for ordinary negligence, though not for gross negligence; details vary by state.',
      'Abandonment, ending a physician-patient relationship without adequate notice or arranging continued care, can be grounds for a malpractice claim.',
      'Diagnostic errors (missed, delayed or wrong diagnoses) are among the most frequent allegations in US malpractice claims.',
      'The statute of limitations for filing a malpractice claim, and limits (caps) on non-economic damages, vary by state.',
    ],
    keyComparisons: [
      {
        with: 'ethics-disclosure-of-medical-errors',
        difference: 'A medical error is not automatically malpractice; malpractice requires that the error breached the standard of care and caused actual harm.',
      },
    ],
    why: [
      {
        question: 'Why is a bad outcome not proof of malpractice?',
        answer:
          'Complications and poor outcomes often occur despite appropriate care. Malpractice requires a breach of the standard of care that directly caused the harm, so a known complication of properly performed care is not negligence.',
      },
    ],
  },
];
