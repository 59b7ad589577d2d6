/* Generated from schemas/responses/kinship_path.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * The nearest path of parent, child, sibling and partner links from one person to another: the one of least length (1 per parent or child link, 2 per sibling or partner link); of equally long ones, the one with the fewest links, then the fewest partner links, then the fewest sibling links.
 */
export interface KinshipPath {
  from: string;
  to: string;
  /**
   * The path's length as max_steps counts it: 1 per parent or child link, 2 per sibling or partner link (a sibling is a parent's child, a spouse the other parent of one's child)
   */
  length: number;
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
   * In words, one clause per step naming both people: 'Ruth is the mother of Obed; Obed is the father of Jesse; Jesse is the father of David', 'Moses is the brother of Aaron' ('a son of' when the data gives the parent other sons); the name alone for the path from a person to themselves
   */
  text: string;
}
/**
 * 'from' is 'relation' 'to': ruth, mother of, obed; moses, brother of, aaron
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
    | "brother of"
    | "sister of"
    | "sibling of"
    | "half-brother of"
    | "half-sister of"
    | "half-sibling of"
    | "husband of"
    | "wife of"
    | "partner of";
  to: string;
}
