/** "First Last" as shown everywhere a person is named; trimmed when a part is empty. */
export const fullName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();
