/* Generated from schemas/responses/kinship_path.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * The shortest path of parent, child and partner links from one person to another.
 */
export interface KinshipPath {
  from: string;
  to: string;
  /**
   * The people along the path, both ends included
   *
   * @minItems 1
   */
  people: [
    {
      slug: string;
      name: string;
    },
    ...{
      slug: string;
      name: string;
    }[]
  ];
  steps: KinshipStep[];
  /**
   * In words: 'Ruth, mother of Obed, father of Jesse, father of David'
   */
  text: string;
}
/**
 * 'from' is 'relation' 'to': ruth, mother of, obed
 */
export interface KinshipStep {
  from: string;
  relation:
    | "father of"
    | "mother of"
    | "parent of"
    | "son of"
    | "daughter of"
    | "child of"
    | "husband of"
    | "wife of"
    | "partner of";
  to: string;
}
