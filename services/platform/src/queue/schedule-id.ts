/** Schedule ids become part of job ids and Redis keys: letters, digits, '.', '_' and '-' only. */
export function checkScheduleId(scheduleId: string): void {
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(scheduleId)) {
    throw new RangeError(`scheduleId must be 1-100 of [A-Za-z0-9._-], got "${scheduleId}"`);
  }
}
