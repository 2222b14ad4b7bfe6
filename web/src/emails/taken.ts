/** The redirect addresses already on a domain (VALID-008's list), leaving out the one being edited. */
export function takenOn(
  redirects: readonly { domainName: string; redirectAddress: string }[],
  domainName: string,
  except?: string,
): string[] {
  return redirects.filter((r) => r.domainName === domainName && r.redirectAddress !== except).map((r) => r.redirectAddress);
}
