/** The research workbench (docs/research.md): declared in `@avatara/contracts/http/research`. */
export { researchEndpoints } from '@avatara/contracts/http/research';
