# check --format sarif on the two-way overlap: one rule entry per distinct
# rule id (first-appearance order), levels error/note, evidence and witness
# folded into message.text, the relative path kept relative as the URI,
# relatedLocations id 1, witness/gens/root in properties.
# args: check isa/examples/check-overlap2.xml --format sarif
# exit: 1
---
{
  "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
  "version": "2.1.0",
  "runs": [
    {
      "tool": {
        "driver": {
          "name": "isaproof",
          "version": "0.1.0",
          "rules": [
            {
              "id": "ambiguous-encoding",
              "shortDescription": {
                "text": "two leaves match one word"
              },
              "fullDescription": {
                "text": "two leaves match one word: the witness word, the gens, both leaves, and what the interpreter prints for the witness (bitset conflict)"
              },
              "help": {
                "text": "two leaves match one word: the witness word, the gens, both leaves, and what the interpreter prints for the witness (bitset conflict) (isaproof docs/rules.md; decodetree rules: docs/decodetree.md)"
              }
            },
            {
              "id": "unused-encoding",
              "shortDescription": {
                "text": "the words no leaf matches at the gens named, as exact disjoint ternary cubes with their count"
              },
              "fullDescription": {
                "text": "the words no leaf matches at the gens named, as exact disjoint ternary cubes with their count (all words where no leaf is active); unknown when the listing would exceed the cube budget"
              },
              "help": {
                "text": "the words no leaf matches at the gens named, as exact disjoint ternary cubes with their count (all words where no leaf is active); unknown when the listing would exceed the cube budget (isaproof docs/rules.md; decodetree rules: docs/decodetree.md)"
              }
            }
          ]
        }
      },
      "results": [
        {
          "ruleId": "ambiguous-encoding",
          "ruleIndex": 0,
          "kind": "fail",
          "level": "error",
          "message": {
            "text": "'ld' and 'ld.imm' both match some #instruction words at gens 0..max; decodes as: no match: 12000000\t; bitset conflict: ld vs ld.imm; first: ld (isa/examples/check-overlap2.xml:26); second: ld.imm (isa/examples/check-overlap2.xml:34); witness: 12000000"
          },
          "locations": [
            {
              "physicalLocation": {
                "artifactLocation": {
                  "uri": "isa/examples/check-overlap2.xml"
                },
                "region": {
                  "startLine": 34,
                  "startColumn": 1
                }
              }
            }
          ],
          "relatedLocations": [
            {
              "id": 1,
              "physicalLocation": {
                "artifactLocation": {
                  "uri": "isa/examples/check-overlap2.xml"
                },
                "region": {
                  "startLine": 26,
                  "startColumn": 1
                }
              }
            }
          ],
          "partialFingerprints": {
            "isaproofFinding/v1": "e8a900f0ff7ecef4"
          },
          "properties": {
            "witness": "12000000",
            "gens": {
              "min": 0,
              "max": 4294967295
            },
            "root": "#instruction"
          }
        },
        {
          "ruleId": "unused-encoding",
          "ruleIndex": 1,
          "kind": "informational",
          "level": "none",
          "message": {
            "text": "#instruction @ gen 0..max: 3758096384 of 2^32 words match no leaf (87.5%), in 4 cubes; cube: 0b0000xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words); cube: 0b0011xxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^28 words); cube: 0b01xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^30 words); cube: 0b1xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (2^31 words)"
          },
          "locations": [
            {
              "physicalLocation": {
                "artifactLocation": {
                  "uri": "isa/examples/check-overlap2.xml"
                },
                "region": {
                  "startLine": 23,
                  "startColumn": 1
                }
              }
            }
          ],
          "partialFingerprints": {
            "isaproofFinding/v1": "283f44e132a88543"
          },
          "properties": {
            "gens": {
              "min": 0,
              "max": 4294967295
            },
            "root": "#instruction"
          }
        }
      ]
    }
  ]
}
