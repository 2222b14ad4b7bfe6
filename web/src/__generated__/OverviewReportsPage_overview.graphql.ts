/**
 * @generated SignedSource<<8bad3867f1841a2538f940a69b43e3e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OverviewReportsPage_overview$data = {
  readonly reports: ReadonlyArray<{
    readonly columns: ReadonlyArray<{
      readonly key: string;
      readonly label: string;
    }>;
    readonly description: string;
    readonly key: string;
    readonly rows: ReadonlyArray<ReadonlyArray<string>>;
    readonly title: string;
  }> | null | undefined;
  readonly " $fragmentType": "OverviewReportsPage_overview";
};
export type OverviewReportsPage_overview$key = {
  readonly " $data"?: OverviewReportsPage_overview$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewReportsPage_overview">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverviewReportsPage_overview",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OverviewReport",
      "kind": "LinkedField",
      "name": "reports",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OverviewReportColumn",
          "kind": "LinkedField",
          "name": "columns",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rows",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Overview",
  "abstractKey": null
};
})();

(node as any).hash = "447444d6a0831e7f1691505cd05d898a";

export default node;
