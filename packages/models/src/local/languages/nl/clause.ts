/** Subjects before a verb that needs its complement ("Ik woon."). */
export const FIRST_PERSON_SUBJECTS = ["ik"];
