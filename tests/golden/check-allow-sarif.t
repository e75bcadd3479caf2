# SARIF: suppressions of kind inSource with the justification
# args: check --format sarif tests/allow/overlap.decode
# exit: 0
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
              "id": "dt-overlap",
              "shortDescription": {
                "text": "decodetree"
              },
              "fullDescription": {
                "text": "decodetree: two patterns match a common word outside a `{ }` group (witness, both locations)"
              },
              "help": {
                "text": "decodetree: two patterns match a common word outside a `{ }` group (witness, both locations) What to change: change the `.decode` file: move overlapping patterns into a `{ }` group (or make their fixed bits differ), remove or reorder shadowed patterns, and size fields to their argument sets.",
                "markdown": "**dt-overlap**: decodetree: two patterns match a common word outside a `{ }` group (witness, both locations)\n\n**What to change:** change the `.decode` file: move overlapping patterns into a `{ }` group (or make their fixed bits differ), remove or reorder shadowed patterns, and size fields to their argument sets.\n\nTo accept findings instead: a baseline (`check --write-baseline FILE`, then `check --baseline FILE`), or `--disable dt-overlap` (docs/baselines.md)."
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
            },
            {
              "id": "unused-allow",
              "shortDescription": {
                "text": "a rule an `isaproof-allow` names that suppressed no finding on its lines, although the run checked that rule in full"
              },
              "fullDescription": {
                "text": "a rule an `isaproof-allow` names that suppressed no finding on its lines, although the run checked that rule in full (not said with `--gen`, `--root`, the rule disabled, a load error, an unknown in the description, or findings of the rule past a listing or keeping limit)"
              },
              "help": {
                "text": "a rule an `isaproof-allow` names that suppressed no finding on its lines, although the run checked that rule in full (not said with `--gen`, `--root`, the rule disabled, a load error, an unknown in the description, or findings of the rule past a listing or keeping limit) What to change: remove the rule from the allow (or the whole comment): what it accepted is gone, or the allow is not on the finding's line or the line above it.",
                "markdown": "**unused-allow**: a rule an `isaproof-allow` names that suppressed no finding on its lines, although the run checked that rule in full (not said with `--gen`, `--root`, the rule disabled, a load error, an unknown in the description, or findings of the rule past a listing or keeping limit)\n\n**What to change:** remove the rule from the allow (or the whole comment): what it accepted is gone, or the allow is not on the finding's line or the line above it.\n\nTo accept findings instead: a baseline (`check --write-baseline FILE`, then `check --baseline FILE`), or `--disable unused-allow` (docs/baselines.md)."
              },
              "helpUri": "file:///usr/local/share/doc/isaproof/rules.md",
              "defaultConfiguration": {
                "level": "warning"
              }
            }
          ]
        }
      },
      "results": [
        {
          "ruleId": "dt-overlap",
          "ruleIndex": 0,
          "kind": "fail",
          "level": "error",
          "message": {
            "text": "'a' and 'b' both match some words, but the innermost group holding both is the top level (no-overlap); first: a (tests/allow/overlap.decode:6); decodes as: a x=3; witness: 00000003"
          },
          "locations": [
            {
              "physicalLocation": {
                "artifactLocation": {
                  "uri": "tests/allow/overlap.decode"
                },
                "region": {
                  "startLine": 8,
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
                  "uri": "tests/allow/overlap.decode"
                },
                "region": {
                  "startLine": 6,
                  "startColumn": 1
                }
              }
            }
          ],
          "partialFingerprints": {
            "isaproofFinding/v3": "d99e4759a73b41e6"
          },
          "suppressions": [
            {
              "kind": "inSource",
              "status": "accepted",
              "justification": "b is tried first by the caller",
              "location": {
                "physicalLocation": {
                  "artifactLocation": {
                    "uri": "tests/allow/overlap.decode"
                  },
                  "region": {
                    "startLine": 7,
                    "startColumn": 3
                  }
                }
              }
            }
          ],
          "properties": {
            "witness": "00000003",
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
            "text": "#instruction: 3221225468 of 2^32 words match no pattern (75%), in 63 cubes; cube: 0b0000000000000000000000000000010x (2^1 words); cube: 0b00000000000000000000000000000110 (2^0 words); cube: 0b00000000000000000000000000001x0x (2^2 words); cube: 0b00000000000000000000000000001x10 (2^1 words); cube: 0b0000000000000000000000000001xx0x (2^3 words); cube: 0b0000000000000000000000000001xx10 (2^2 words); cube: 0b0000000000000000000000000010xx0x (2^3 words); cube: 0b00000000000000000000000000110001 (2^0 words); cube: 0b0000000000000000000000000011010x (2^1 words); cube: 0b00000000000000000000000000111x0x (2^2 words); cube: 0b000000000000000000000000001xxx10 (2^3 words); cube: 0b00000000000000000000000001xxxx0x (2^5 words); cube: 0b00000000000000000000000001xxxx10 (2^4 words); cube: 0b0000000000000000000000001xxxxx0x (2^6 words); cube: 0b0000000000000000000000001xxxxx10 (2^5 words); cube: 0b000000000000000000000001xxxxxx0x (2^7 words); more: 47 more cubes (--max-cubes)"
          },
          "locations": [
            {
              "physicalLocation": {
                "artifactLocation": {
                  "uri": "tests/allow/overlap.decode"
                },
                "region": {
                  "startLine": 1,
                  "startColumn": 1
                }
              }
            }
          ],
          "partialFingerprints": {
            "isaproofFinding/v3": "24b25d2255ad6b13"
          },
          "suppressions": [
            {
              "kind": "inSource",
              "status": "accepted",
              "justification": "overlap.decode is a test of allows",
              "location": {
                "physicalLocation": {
                  "artifactLocation": {
                    "uri": "tests/allow/overlap.decode"
                  },
                  "region": {
                    "startLine": 1,
                    "startColumn": 3
                  }
                }
              }
            }
          ],
          "properties": {
            "gens": {
              "min": 0,
              "max": 4294967295
            },
            "root": "#instruction"
          }
        },
        {
          "ruleId": "unused-allow",
          "ruleIndex": 2,
          "kind": "fail",
          "level": "warning",
          "message": {
            "text": "isaproof-allow(dt-overlap) suppresses nothing: no [dt-overlap] finding is on this line or the next"
          },
          "locations": [
            {
              "physicalLocation": {
                "artifactLocation": {
                  "uri": "tests/allow/overlap.decode"
                },
                "region": {
                  "startLine": 9,
                  "startColumn": 40
                }
              }
            }
          ],
          "partialFingerprints": {
            "isaproofFinding/v3": "7364410efbac65d3"
          }
        }
      ]
    }
  ]
}
