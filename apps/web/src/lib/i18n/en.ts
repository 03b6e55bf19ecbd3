import { MESSAGES, WEB_ROUTES } from '@pagebird/contract';
import { catalogueEn } from './catalogue.en.ts';
import { collectionsEn } from './collections.en.ts';
import { dictionaryEn } from './dictionary.en.ts';
import { discoveryEn } from './discovery.en.ts';
import { interestsEn } from './interests.en.ts';
import { narrationEn } from './narration.en.ts';
import { quizzesEn } from './quizzes.en.ts';
import { readerEn } from './reader.en.ts';
import { rewardsEn } from './rewards.en.ts';
import { billingEn } from './billing.en.ts';
import { profilesEn } from './profiles.en.ts';
import { insightsEn } from './insights.en.ts';
import { educatorsEn } from './educators.en.ts';
import { classesEn } from './classes.en.ts';
import { assignmentsEn } from './assignments.en.ts';
import { classInsightsEn } from './class-insights.en.ts';
import { adminCoreEn } from './admin-core.en.ts';
import { adminCommerceEn } from './admin-commerce.en.ts';
import { adminBooksEn } from './admin-books.en.ts';
import { adminZonesEn } from './admin-zones.en.ts';
import { companionEn } from './companion.en.ts';
import { ledgerEn } from './ledger.en.ts';

/** Page titles come from the route table; spec texts from MESSAGES (never duplicated here). */
const routeTitles = Object.fromEntries(WEB_ROUTES.map((r) => [r.name, r.title])) as Record<
  string,
  string
>;

export const en = {
  messages: MESSAGES,
  routes: routeTitles,
  catalogue: catalogueEn,
  collections: collectionsEn,
  reader: readerEn,
  narration: narrationEn,
  dictionary: dictionaryEn,
  interests: interestsEn,
  quizzes: quizzesEn,
  discovery: discoveryEn,
  rewards: rewardsEn,
  billing: billingEn,
  profiles: profilesEn,
  insights: insightsEn,
  educators: educatorsEn,
  classes: classesEn,
  assignments: assignmentsEn,
  classInsights: classInsightsEn,
  adminCore: adminCoreEn,
  adminCommerce: adminCommerceEn,
  adminBooks: adminBooksEn,
  adminZones: adminZonesEn,
  companion: companionEn,
  ledger: ledgerEn,
  common: {
    appName: 'Pagebird',
    logoLabel: 'Pagebird home',
    skipToContent: 'Skip to content',
    loading: 'Loading…',
    close: 'Close',
    cancel: 'Cancel',
    continue: 'Continue',
    back: 'Back',
    tryAgain: 'Try again',
    goHome: 'Take me home',
    signIn: 'Sign In',
    logOut: 'Log Out',
    logout: 'Logout',
    notifications: 'Notifications',
    mainNavigation: 'Main navigation',
    footerNavigation: 'Footer',
  },
  header: {
    forFamilies: 'For Families',
    forEducators: 'For Educators',
    studentSignIn: 'Student Sign In',
    myAccount: 'My Account',
    getStarted: 'Get Started',
    search: 'Search',
    searchLabel: 'Search books',
    accountMenu: 'Account menu for {{name}}',
    signedInAs: 'Signed in as',
    switchClass: 'Switch Class',
    teacherLogin: 'Teacher Login',
    parentDashboard: 'Parent Dashboard',
    accountSettings: 'Account Settings',
    adminArea: 'Back office',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  getStarted: {
    title: 'Are you a...',
    parent: 'Parent',
    parentText: 'Set up profiles for your children and read together at home.',
    educator: 'Educator',
    educatorText: 'Bring Pagebird to your classroom with class codes and PINs.',
  },
  footer: {
    tagline: 'Books that grow with your reader.',
    explore: 'Explore',
    grownUps: 'For grown-ups',
    legal: 'The small print',
    about: 'About us',
    faq: 'Questions and answers',
    mediaKit: 'Media kit',
    educators: 'For educators',
    educatorResources: 'Educator resources',
    studentSignIn: 'Student sign in',
    privacy: 'Privacy policy',
    terms: 'Terms of use',
    childrensPrivacy: "Children's privacy",
    copyright: '© {{year}} Pagebird. Made with care for young readers everywhere.',
  },
  landing: {
    eyebrow: 'A cosy library for readers aged 2 to 14',
    heroTitle: 'Stories that make little readers take flight',
    heroText:
      'Picture books that read themselves aloud, chapter books for big adventures, and a friendly bird who cheers every page turned. Pagebird makes reading the best part of the day — at home and at school.',
    heroCta: 'Start your free trial',
    heroSecondary: 'I have a class code',
    trust1: 'No ads, ever',
    trust2: 'Made for ages 2–14',
    trust3: 'Parents stay in charge',
    familiesEyebrow: 'For families',
    familiesTitle: 'One account, a bookshelf for every child',
    familiesText:
      'Give each child their own profile, with books chosen for their age and interests. Little ones get bigger buttons and roomier pages; older readers get chapter books and series to binge.',
    families1: 'A profile for each child, picked in one tap from “Who is reading?”',
    families2: 'The grown-up area stays behind your account password',
    families3: 'Reports show what they read and what they love',
    classroomsEyebrow: 'For classrooms',
    classroomsTitle: 'Reading in seconds, not sign-in struggles',
    classroomsText:
      'Students join with a class code and a four-digit PIN — no emails, no passwords to forget. You choose what each reader sees.',
    classrooms1: 'Assign books and collections to the whole class or a few readers',
    classrooms2: 'Reading opens during school hours only',
    classrooms3: 'Dashboards show who read what, at a glance',
    classroomsCta: 'Pagebird for educators',
    readAlongEyebrow: 'Read-along',
    readAlongTitle: 'Words that light up as the story is read',
    readAlongText:
      'Early readers follow every word as a warm voice reads aloud. Tap a word to hear it again or see what it means — perfect for bedtime, car rides and rainy afternoons.',
    readAlongSample: 'The little bird opened the big red book.',
    rewardsEyebrow: 'Rewards',
    rewardsTitle: 'Every finished book is a small celebration',
    rewardsText:
      'Readers earn points, gems and badges as they go, take a quick quiz at the end of a book, and swap their gems for avatars, frames and stickers in the Reward Vault.',
    rewardPoints: 'Points',
    rewardGems: 'Gems',
    rewardBadges: 'Badges',
    ctaTitle: 'Ready to open the first page?',
    ctaText:
      'Create a family account in a few minutes, or bring Pagebird to your classroom. Your readers are going to love it here.',
    ctaFamilies: 'Start as a family',
    ctaEducators: 'Start as an educator',
  },
  login: {
    title: 'Welcome back!',
    subtitle: 'Sign in to open your bookshelf.',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    submit: 'Sign In',
    forgot: 'Forgot your password?',
    student: 'Are you a student?',
    studentLink: 'Sign in with a class code',
    noAccount: 'New to Pagebird?',
    signUp: 'Create an account',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  classCode: {
    title: 'Hello, reader!',
    subtitle: 'Type the class code your teacher gave you.',
    label: 'Class code',
    placeholder: 'e.g. BIRD42',
    submit: "Let's go!",
    recent: 'Your classes on this computer',
    recentUse: 'Use class code {{code}}',
    forget: 'Forget class code {{code}}',
    teacher: 'Are you a teacher?',
    teacherLink: 'Teacher sign in',
  },
  students: {
    title: 'Who is reading?',
    subtitle: 'Find your name and tap it.',
    classLabel: 'Class {{code}}',
    teacherOf: '{{name}}’s class',
    pinTitle: 'Hi, {{name}}!',
    pinLabel: 'Type your secret PIN',
    pinHelp: 'Your PIN is 4 numbers. Ask your teacher if you forgot it.',
    pinSubmit: 'Open my books',
    pinClear: 'Clear',
    pinDelete: 'Delete last number',
    keypad: 'Number keypad',
    empty: 'No students in this class yet',
    emptyText: 'Your teacher can add students from their dashboard.',
    loadFailed: 'We could not open this class.',
    changeCode: 'Use another class code',
  },
  profileSelect: {
    title: 'Who is reading today?',
    subtitle: 'Pick your profile to open your bookshelf.',
    choose: 'Read as {{name}}',
    age: '{{count}} years old',
    empty: 'No reader profiles yet',
    emptyText: 'A grown-up can add a profile for each child from the parent dashboard.',
    addProfile: 'Go to the parent dashboard',
    loadFailed: 'We could not load the reader profiles.',
  },
  passwordPrompt: {
    intro: 'This area is for grown-ups. Please enter the account password to continue.',
    label: 'Account password',
    submit: 'Continue',
  },
  passwordReset: {
    title: 'Forgot your password?',
    subtitle: 'No worries! Type your email and we will send you a link to choose a new one.',
    submit: 'Send reset link',
    sentTitle: 'Check your inbox',
    backToLogin: 'Back to sign in',
  },
  passwordUpdate: {
    title: 'Choose a new password',
    subtitle: 'Pick something memorable with at least 6 characters.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Save new password',
    checking: 'Checking your link…',
    invalidTitle: 'That link has flown away',
    requestNew: 'Request a new link',
    doneTitle: 'All set!',
    signIn: 'Sign in with your new password',
  },
  app: {
    opening: 'Opening the app store…',
    fallback: 'If nothing happens, continue on the web.',
    continue: 'Continue on the web',
  },
  error: {
    title: 'Oops! Our bird hit a little storm',
    text: 'Something went wrong on our side. Please try again in a moment.',
    details: 'Technical details',
  },
  notFound: {
    title: 'This page flew away',
    text: 'We looked high and low but could not find that page. Let’s get you back to the books.',
  },
  admin: {
    sections: 'Back office sections',
    signedInAs: 'Signed in as {{email}}',
    listEmptyTitle: 'No {{section}} to show yet',
    listEmptyText:
      'This list will show every item with search, sorting, paging and an Active / Inactive switch.',
    create: 'Create',
    createTitle: 'New {{item}}',
    editTitle: 'Edit {{item}}',
    formEmptyText:
      'The form to create or edit this item will appear here. Changes are saved to the catalogue straight away.',
    backToList: 'Back to the list',
    dashboardTitle: 'Good to see you',
    dashboardText:
      'Pick a section on the left to manage the catalogue, the home page banners, customers and discounts.',
    navDashboard: 'Dashboard',
    navUsers: 'Users',
    navCustomers: 'Customers',
    navDomains: 'Email domains',
    navBooks: 'Books',
    navCollections: 'Collections',
    navBanners: 'Banners',
    navDiscoveryZones: 'Discovery zones',
    navQuizzes: 'Quizzes',
    navFacts: 'Facts',
    navDiscounts: 'Discounts',
  },
  placeholders: {
    signup: {
      title: 'Family sign-up opens soon',
      text: 'Creating an account, choosing a plan and starting your free trial will happen right here.',
    },
    signupRequired: {
      title: 'A subscription keeps the stories coming',
      text: 'Your account is ready. Choose a plan here to keep reading — plans will appear on this page.',
    },
    invite: {
      title: 'You’re invited!',
      text: 'Your invitation will be checked here, and then you can create your family account.',
    },
    offer: {
      title: 'Keep reading at home',
      text: 'A special family plan for your class will be shown here, so the stories can continue after school.',
    },
    'educator-signup': {
      title: 'Educator sign-up opens soon',
      text: 'Create your educator account, tell us about your school and set your school hours here.',
    },
    'ask-me': {
      title: 'Pagebird is warming up its wings',
      text: 'Soon you can ask our friendly bird for books about anything — dinosaurs, planets, feelings, football…',
    },
    'my-stuff': {
      title: 'Your locker is ready',
      text: 'Finish books to earn points, gems and badges. Everything you collect will live here.',
    },
    'my-stuff-avatars': {
      title: 'No avatars yet',
      text: 'Earn gems by reading, then pick a new look in the Reward Vault.',
    },
    'my-stuff-frames': {
      title: 'No frames yet',
      text: 'Frames make your avatar sparkle. Collect them as you read.',
    },
    'my-stuff-stickers': {
      title: 'No stickers yet',
      text: 'Stickers you earn will be stuck right here.',
    },
    'my-stuff-badges': {
      title: 'Badges are waiting to be earned',
      text: 'Finish a book or ace a quiz to win your very first badge.',
    },
    'reward-vault': {
      title: 'The Reward Vault is still locked',
      text: 'Soon you can swap your gems for avatars, frames and stickers here.',
    },
    'my-stuff-preview': {
      title: 'Nothing to preview yet',
      text: 'Pick an item in My Stuff to see how it looks on you.',
    },
    'interests-selection': {
      title: 'Tell us what you love',
      text: 'Soon you can pick animals, space, sports and more, so we can find books you will adore.',
    },
    educator: {
      title: 'Welcome to your classroom hub',
      text: 'Create your first class to get a class code, then add your students and share books with them.',
      action: 'Create a class',
    },
    'educator-welcome': {
      title: 'Welcome aboard!',
      text: 'We are so glad you are here. Let’s set up your first class together.',
      action: 'Create a class',
    },
    'educator-settings': {
      title: 'Your settings live here',
      text: 'Your profile, school, password and the Ask Pagebird switch will be managed on this page.',
    },
    'classroom-create': {
      title: 'Let’s create a class',
      text: 'Name your class, pick a grade and set your school hours. Then you’ll add students and get your class code.',
    },
    'classroom-add': {
      title: 'Add your students',
      text: 'Add each student by name and give them a 4-digit PIN they will use to sign in.',
    },
    'classroom-edit-student': {
      title: 'Student details',
      text: 'The student’s name, grade, reading level and PIN will be editable here.',
    },
    classroom: {
      title: 'Your classroom dashboard',
      text: 'Who is reading, what they finished and what is assigned will show up here.',
    },
    'login-instructions': {
      title: 'How students sign in',
      text: 'Students open Pagebird, choose Student Sign In, type the class code, tap their name and enter their 4-digit PIN.',
    },
    'classroom-instructions': {
      title: 'Sign-in instructions for this class',
      text: 'A printable page with this class’s code and sign-in steps will appear here.',
    },
    'promo-flyer': {
      title: 'Invite families to read at home',
      text: 'Choose a class and print a flyer that tells families how to keep reading with Pagebird.',
    },
    onboarding: {
      title: 'Let’s set up your family',
      text: 'Next you will add a profile for each child, so we can pick books that are just right for them.',
    },
    dashboard: {
      title: 'Your family at a glance',
      text: 'Child profiles, reading activity and reports will show up here.',
    },
    'dashboard-edit-child': {
      title: 'Edit a reader profile',
      text: 'Name, age, grade and reading level for this child will be editable here.',
    },
    'account-settings': {
      title: 'Your account settings',
      text: 'Your email, password and preferences will be managed here.',
    },
    'manage-subscription': {
      title: 'Your subscription',
      text: 'Your plan, payment card and renewals will be shown and managed here.',
    },
  },
} as const;

export type Catalogue = typeof en;
