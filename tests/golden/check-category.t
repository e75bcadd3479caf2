# check --format sarif --category: automationDetails.id set, so several
# runs uploaded for one commit stay apart; with --baseline every result
# says baselineState (here all new: the baseline is empty).
# args: check isa/examples/check-overlap2.xml --format sarif --category isa/overlap --baseline tests/golden/empty-baseline.json
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
                "text": "two leaves match one word: the witness word, the gens, both leaves, and what the interpreter prints for the witness (bitset conflict) What to change: make the two leaves' patterns differ in a bit both fix, or give them gen ranges that do not overlap; when one is meant to win, keep only the more specific encoding.",
                "markdown": "**ambiguous-encoding**: two leaves match one word: the witness word, the gens, both leaves, and what the interpreter prints for the witness (bitset conflict)\n\n**What to change:** make the two leaves' patterns differ in a bit both fix, or give them gen ranges that do not overlap; when one is meant to win, keep only the more specific encoding.\n\nTo accept findings instead: a baseline (`check --write-baseline FILE`, then `check --baseline FILE`), or `--disable ambiguous-encoding` (docs/baselines.md)."
              },
              "helpUri": "file:///usr/local/share/doc/isaproof/rules.md",
              "defaultConfiguration": {
                "level": "error"
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
                "text": "the words no leaf matches at the gens named, as exact disjoint ternary cubes with their count (all words where no leaf is active); unknown when the listing would exceed the cube budget What to change: nothing unless the words listed should decode: then add the leaves that decode them.",
                "markdown": "**unused-encoding**: the words no leaf matches at the gens named, as exact disjoint ternary cubes with their count (all words where no leaf is active); unknown when the listing would exceed the cube budget\n\n**What to change:** nothing unless the words listed should decode: then add the leaves that decode them.\n\nTo accept findings instead: a baseline (`check --write-baseline FILE`, then `check --baseline FILE`), or `--disable unused-encoding` (docs/baselines.md)."
              },
              "helpUri": "file:///usr/local/share/doc/isaproof/rules.md",
              "defaultConfiguration": {
                "level": "note"
              }
            }
          ]
        }
      },
      "automationDetails": {
        "id": "isa/overlap"
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
            "isaproofFinding/v3": "c3446a6e05c04cce"
          },
          "baselineState": "new",
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
            "isaproofFinding/v3": "0bd57244bf42af1c"
          },
          "baselineState": "new",
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
