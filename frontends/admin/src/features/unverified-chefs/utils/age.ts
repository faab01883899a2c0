/**
 * Whole years between an ISO local date of birth (`YYYY-MM-DD`) and `today` (local calendar), or
 * null when the date is missing or malformed.
 */
export function ageInYears(
  dateOfBirth: string | null | undefined,
  today = new Date(),
): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}
