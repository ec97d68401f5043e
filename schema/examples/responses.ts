// Written by `npm run contract:update` (test/examples/record.test.ts) from the request examples
// answered by the Worker on a fixed clock: do not edit by hand. The document's response examples
// (docs/decisions/039); `npm test` fails while they differ from what the Worker answers.
export const RESPONSE_EXAMPLES: Record<string, Record<string, unknown>> = {
  "get /api/health": {
    "200": {
      "ok": true
    }
  },
  "get /api/codons": {
    "200": [
      {
        "codon": "UUU",
        "aminoAcid": "Phenylalanine",
        "hexagram": 1,
        "name": "The Creative",
        "scalar": 80.8,
        "theme": "Creative force in motion",
        "affirmation": "I begin what matters to me and keep it moving with steady, renewable energy.",
        "rituals": [
          "Write one sentence naming the thing you most want to set in motion today.",
          "Take a brisk ten-minute walk and let each stride stand for a decision already made."
        ],
        "symbolicTag": "Open Sky",
        "tags": [
          "initiative",
          "leadership"
        ],
        "frequency": 963,
        "observerActivated": false,
        "entropyRegime": "Standard",
        "scalar_ξ": 80.8
      },
      {
        "codon": "AAA",
        "aminoAcid": "Lysine",
        "hexagram": 2,
        "name": "The Receptive",
        "scalar": 80.825,
        "theme": "Receptive strength of the ground",
        "affirmation": "I let what is offered to me take root before I decide how to respond.",
        "rituals": [
          "Sit or lie comfortably for ten minutes and notice every place where your body is supported.",
          "Listen to a friend for ten minutes and offer only questions, no advice."
        ],
        "symbolicTag": "Fertile Field",
        "tags": [
          "grounding",
          "receptivity"
        ],
        "frequency": 432,
        "observerActivated": false,
        "entropyRegime": "High-Spin",
        "scalar_ξ": 80.825
      }
    ],
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    }
  },
  "get /api/archetypes": {
    "200": [
      {
        "id": 1,
        "name": "The Open Flame",
        "description": "You carry both the urge to begin and the patience to let a beginning take shape. Ideas arrive in you like weather, and you understand that a good start needs soil as much as it needs a spark.",
        "lunaInterpretation": "I sense a strong initiating current in you, and I sense it does its best work when you pause to let the world answer before you push again.",
        "category": "Fire",
        "keywords": [
          "initiative",
          "receptivity"
        ],
        "meaning": "This pattern is here to start things well, pairing a bold first move with the humility to listen to what that move sets in motion.",
        "shadowAspect": "When the spark forgets the soil, you may start more than you can tend and end up scattered by your own enthusiasm.",
        "solfeggio": [
          963,
          528
        ],
        "scalarRange": 81.95,
        "primaryElement": "Heaven",
        "codonPair": [
          "UUU",
          "AAA"
        ],
        "hexagrams": [
          1,
          2
        ],
        "modifiers": {
          "entropyMod": 1.06,
          "curvatureMod": 1.04
        }
      },
      {
        "id": 2,
        "name": "The Curious Apprentice",
        "description": "You learn by stepping in before you feel ready, and your early muddle is often the rough draft of something good. You ask the questions others are too proud to ask, and you grow faster for it.",
        "lunaInterpretation": "I sense you are standing in the untidy first chapter of something new. The tangle you feel is what learning looks like from the inside, not a sign that you chose wrongly.",
        "category": "Air",
        "keywords": [
          "learning",
          "curiosity"
        ],
        "meaning": "It turns the awkwardness of starting into a practice of learning, keeping you teachable while things are still tangled.",
        "shadowAspect": "In a hurry to understand everything at once, you may ask the same question again and again without pausing long enough to hear the answer.",
        "solfeggio": [
          417,
          741
        ],
        "scalarRange": 81.65,
        "primaryElement": "Water/Wood",
        "codonPair": [
          "CAC",
          "GAG"
        ],
        "hexagrams": [
          3,
          4
        ],
        "modifiers": {
          "entropyMod": 1.05,
          "curvatureMod": 0.97
        }
      }
    ],
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    }
  },
  "get /api/quiz": {
    "200": [
      {
        "id": 1,
        "question": "How do you usually begin something new?",
        "lunaPrompt": "Let's start at a threshold. Think of the last time you began something that mattered to you, and notice your very first move.",
        "options": [
          {
            "text": "I leap in while the spark is fresh and find my footing as I go.",
            "archetypeIds": [
              1,
              7
            ]
          },
          {
            "text": "I talk it through, read around the idea and sketch a few possibilities first.",
            "archetypeIds": [
              2,
              5
            ]
          }
        ]
      },
      {
        "id": 2,
        "question": "What restores you when you feel depleted?",
        "lunaPrompt": "Everyone refills in their own way. Picture a free evening with nothing asked of you: where does your energy drift?",
        "options": [
          {
            "text": "A good conversation, a book I can't put down or a fresh idea to turn over.",
            "archetypeIds": [
              14,
              16
            ]
          },
          {
            "text": "Cooking something simple, tending my plants or putting my space back in order.",
            "archetypeIds": [
              8,
              10
            ]
          }
        ]
      }
    ],
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    }
  },
  "post /api/resonance": {
    "200": [
      {
        "codon": "CCU",
        "aminoAcid": "Proline",
        "hexagram": 37,
        "name": "The Family",
        "scalar": 81.7,
        "theme": "Warmth of the household",
        "affirmation": "I bring warmth and reliability to the people I call home.",
        "rituals": [
          "Share a simple meal with people you live with or care about, phones put away.",
          "Tidy a shared space at home for ten minutes as a quiet gift to everyone."
        ],
        "symbolicTag": "Hearth",
        "tags": [
          "family",
          "belonging"
        ],
        "frequency": 639,
        "observerActivated": false,
        "entropyRegime": "Standard",
        "scalar_ξ": 81.7,
        "matchType": "codon-pair",
        "archetypeId": 19
      },
      {
        "codon": "UGG",
        "aminoAcid": "Tryptophan",
        "hexagram": 38,
        "name": "Opposition",
        "scalar": 81.725,
        "theme": "Common ground in difference",
        "affirmation": "I respect our differences and look for small ways to work together.",
        "rituals": [
          "Write down one view you disagree with and one point in it you can respect.",
          "Team up with someone very different from you on a small, practical task."
        ],
        "symbolicTag": "Two Shores",
        "tags": [
          "perspective",
          "communication"
        ],
        "frequency": 516,
        "observerActivated": true,
        "entropyRegime": "Observer-Activated",
        "scalar_ξ": 81.725,
        "matchType": "codon-pair",
        "archetypeId": 19
      }
    ],
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    }
  },
  "post /api/generate-profile": {
    "200": {
      "name": "Ada",
      "birth_date": "1990-06-15",
      "gematria": 6,
      "scalar_ξ": 81.454,
      "primary_codon": "GGU",
      "baseline_codon": "GGU",
      "codon_name": "Conflict",
      "hexagram": 6,
      "theme": "Meeting disagreement wisely",
      "affirmation": "I can hold my ground and still look for the place where we meet.",
      "tags": [
        "communication",
        "clarity"
      ],
      "rituals": [
        "Write out a current disagreement from the other person's point of view, in their own words.",
        "Take three slow breaths before replying to any message that stirs you up today."
      ],
      "frequency": 741,
      "resonance_profile": "GGU · Conflict · Meeting disagreement wisely",
      "luna_analysis": "Your birth scalar sits in the middle third of the year, where the number has climbed into the heart of its range. I see a resonance of fullness and connection, at home in the busy center of things. You are a natural bridge between the quiet of beginnings and the clarity of endings."
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    }
  },
  "post /api/archetype": {
    "201": {
      "success": true,
      "id": 1,
      "archetypeId": 19,
      "archetypeName": "The Kind Translator",
      "combinedBaseline": 81.54,
      "source": "quiz"
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    },
    "422": {
      "error": "This Idempotency-Key was already used for a different request."
    }
  },
  "post /api/time-engine": {
    "200": {
      "computed_ξ": 81.875,
      "window_phase": "Resonance Ascendancy",
      "date_input": "2026-11-28",
      "time_input": "09:30",
      "location": "symbolic",
      "symbolic_effect": "Stonehenge: The great stone circle lends the reading a sense of ancient timing, as if the hour were measured by the turning sky.",
      "alignment_status": "expanded",
      "suggested_actions": [
        "Fill a page with ideas without judging any of them, then circle the one that glows.",
        "Stretch gently with your arms overhead and name one thing you are ready to grow into."
      ],
      "elevation": 120,
      "awareness": 0.7,
      "baseline_xi": 81.54,
      "delta": 0.335,
      "contributions": {
        "timeOfDay": 0.278,
        "dayOfYear": -0.093,
        "awareness": 0.06,
        "elevation": 0.014,
        "archetype": 0.046,
        "location": 0.03
      }
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    }
  },
  "post /api/luna-flags": {
    "200": {
      "flags": {
        "highDeltaUC": false,
        "piStabilizing": false,
        "nearKerr": false,
        "deltaUC": 0.074,
        "superPiDivergence": 0.331,
        "kerrEnhancement": 1.14
      },
      "enhancedInsight": {
        "insight": "Your reading rests near its center with little strain, which shows a coherent field whose parts move together.",
        "guidance": "Keep to your natural rhythm and spend this ease on something you care about, without pushing for more.",
        "archetype": "The Open River",
        "state": "balanced_flow",
        "tone": "flowing",
        "mood": "coherent",
        "tag": "harmony"
      },
      "state": "balanced_flow",
      "scalarCode": "S5",
      "stabilityIndex": 72,
      "schumannFrequency": 7.83
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    }
  },
  "get /api/schumann-resonance": {
    "200": {
      "frequency": 7.816,
      "kIndex": 0.33,
      "amplitude": 1.05,
      "quality": "Clear and steady",
      "source": "model",
      "band": "quiet",
      "cosmicWeather": "The planetary field is calm and even, like a still lake under a clear night sky.",
      "observedAt": "2026-11-28T09:30:19.000Z"
    }
  },
  "post /api/resonance-compass": {
    "200": {
      "scalarAlignment": {
        "currentAlignment": 81.75,
        "personalBaseline": 81.54,
        "delta": 0.21,
        "deltaPercent": 0.258,
        "alignmentZone": "elevated",
        "alignmentStatus": "elevated",
        "alignmentMessage": "This morning, spend the lift on something you have been putting off, then slow down again.",
        "markerPosition": 85,
        "thresholds": {
          "aligned": 0.02,
          "extreme": 0.3,
          "sigma": 0.15
        },
        "totalReadings": 0,
        "historicalAverage": null,
        "trend": "insufficient-data"
      },
      "dailyGuidance": {
        "timePhase": "Resonance Ascendancy",
        "primaryFocus": "Following creative momentum",
        "energyLevel": "High — bright",
        "recommendations": [
          "Share an idea with someone who will enjoy hearing it.",
          "Put on music that lifts you and let it set your pace for a while."
        ]
      },
      "planetaryContext": {
        "schumannFrequency": 7.816,
        "schumannAmplitude": 1.05,
        "schumannQuality": "Clear and steady",
        "cosmicWeather": "The planetary field is calm and even, like a still lake under a clear night sky.",
        "kIndex": 0.33,
        "source": "model"
      },
      "suggestedCodons": [
        {
          "codon": "ACC",
          "hexagram": 39,
          "scalar": 81.75,
          "scalar_ξ": 81.75,
          "name": "Obstruction",
          "theme": "Pausing before an obstacle",
          "affirmation": "When the way is blocked, I pause, look inward and seek good counsel.",
          "frequency": 456
        },
        {
          "codon": "UGG",
          "hexagram": 38,
          "scalar": 81.725,
          "scalar_ξ": 81.725,
          "name": "Opposition",
          "theme": "Common ground in difference",
          "affirmation": "I respect our differences and look for small ways to work together.",
          "frequency": 516
        }
      ],
      "intention": "Today, I keep faith with my own rhythm and let small things be done well.",
      "scalarBreakdown": {
        "baseline": 81.54,
        "baselineSource": "combined",
        "contributions": {
          "timeOfDay": 0.278,
          "dayOfYear": -0.093,
          "awareness": 0,
          "elevation": 0,
          "archetype": 0.046,
          "location": 0,
          "schumann": -0.021
        },
        "total": 0.21,
        "currentAlignment": 81.75
      },
      "dailyReading": {
        "date": "2026-11-28",
        "headline": "Today keeps an easy keel: carry on with what is under way and let it take its time.",
        "leanInto": [
          "Tidying up loose ends",
          "Quiet time with someone easy to be with"
        ],
        "goEasyOn": [
          "Saying yes to everything that is asked of you"
        ],
        "focus": "Steady, ordinary progress",
        "energyLabel": "Moderate — steady",
        "energy": "moderate",
        "intention": "Today, I keep faith with my own rhythm and let small things be done well.",
        "moon": {
          "fraction": 0.629,
          "name": "Waning gibbous",
          "illumination": 0.84
        },
        "centre": {
          "scalar": 81.485,
          "delta": -0.055,
          "phase": "Volatility Field",
          "zone": "grounded",
          "status": "grounded"
        },
        "heard": {
          "themes": [],
          "crisis": false,
          "restNow": false
        },
        "luna": {
          "state": "balanced_flow",
          "tone": "flowing",
          "mood": "coherent",
          "tag": "harmony",
          "message": "Your field feels coherent today, its parts moving together. Whatever pace the day asks, you can meet it without strain.",
          "suggestion": null,
          "answer": null,
          "scalar": 81.594,
          "windowPhase": "Echo Chamber",
          "schumannHz": 7.847
        },
        "now": {
          "phase": "Resonance Ascendancy",
          "part": "morning",
          "fit": "morning",
          "turn": "brighter",
          "energy": "high",
          "line": "This morning runs brighter than your steady day: room for one small start, then back to the day’s pace.",
          "energyLine": "One step brighter than your day’s Moderate — steady.",
          "message": "This morning, spend the lift on something you have been putting off, then slow down again.",
          "focus": "Following creative momentum",
          "recommendations": [
            "Share an idea with someone who will enjoy hearing it.",
            "Put on music that lifts you and let it set your pace for a while."
          ]
        },
        "codons": [
          "GUC",
          "GAC"
        ]
      }
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    }
  },
  "post /api/daily-visit": {
    "201": {
      "success": true,
      "visitDate": "2026-11-28",
      "streak": {
        "currentStreak": 1,
        "longestStreak": 1,
        "totalDays": 1,
        "lastVisitDate": "2026-11-28"
      }
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    }
  },
  "get /api/streak/:sessionId": {
    "200": {
      "currentStreak": 1,
      "longestStreak": 1,
      "totalDays": 1,
      "lastVisitDate": "2026-11-28"
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    }
  },
  "post /api/save-reading": {
    "201": {
      "success": true,
      "reading": {
        "id": "00000000-0000-4000-8000-000000000001",
        "sessionId": "luna_1764230400000_example2000000000000000000",
        "readingType": "compass",
        "readingData": {
          "scalarValue": 81.54,
          "zone": "aligned"
        },
        "userTags": "morning",
        "userNotes": "Clear head after the walk.",
        "timestamp": "2026-11-28T09:30:27.000Z",
        "readingDate": "2026-11-28",
        "resonantFrequency": null
      }
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "410": {
      "error": "This request was already saved, and the reading it saved has since been deleted. Nothing new was stored."
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    },
    "422": {
      "error": "This Idempotency-Key was already used for a different request."
    }
  },
  "post /api/lock-frequency": {
    "201": {
      "success": true,
      "reading": {
        "id": "00000000-0000-4000-8000-000000000003",
        "sessionId": "luna_1764230400000_example2000000000000000000",
        "readingType": "frequency-lock",
        "readingData": {
          "frequency": 528,
          "note": "Calm",
          "lockedAt": "2026-11-28T09:30:29.000Z",
          "ubtFlags": {
            "highDeltaUC": false,
            "piStabilizing": true,
            "nearKerr": false
          }
        },
        "userTags": null,
        "userNotes": "Calm",
        "timestamp": "2026-11-28T09:30:29.000Z",
        "readingDate": "2026-11-28",
        "resonantFrequency": 528
      }
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    },
    "422": {
      "error": "This Idempotency-Key was already used for a different request."
    }
  },
  "get /api/saved-readings": {
    "200": [
      {
        "id": "00000000-0000-4000-8000-000000000003",
        "sessionId": "luna_1764230400000_example2000000000000000000",
        "readingType": "frequency-lock",
        "readingData": {
          "frequency": 528,
          "note": "Calm",
          "lockedAt": "2026-11-28T09:30:29.000Z",
          "ubtFlags": {
            "highDeltaUC": false,
            "piStabilizing": true,
            "nearKerr": false
          }
        },
        "userTags": null,
        "userNotes": "Calm",
        "timestamp": "2026-11-28T09:30:29.000Z",
        "readingDate": "2026-11-28",
        "resonantFrequency": 528
      },
      {
        "id": "00000000-0000-4000-8000-000000000001",
        "sessionId": "luna_1764230400000_example2000000000000000000",
        "readingType": "compass",
        "readingData": {
          "scalarValue": 81.54,
          "zone": "aligned"
        },
        "userTags": "morning",
        "userNotes": "Clear head after the walk.",
        "timestamp": "2026-11-28T09:30:27.000Z",
        "readingDate": "2026-11-28",
        "resonantFrequency": null
      }
    ],
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    }
  },
  "delete /api/saved-reading/:id": {
    "200": {
      "success": true,
      "id": "00000000-0000-4000-8000-000000000001"
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "404": {
      "error": "No saved reading with that id."
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    }
  },
  "get /api/emotional-state/:sessionId": {
    "200": {
      "hasLoggedToday": false,
      "canCheckIn": true,
      "nextCheckInAt": null,
      "lastEmotionalState": null,
      "moodNotes": []
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    }
  },
  "post /api/mood-note": {
    "201": {
      "success": true,
      "moodNote": {
        "id": "00000000-0000-4000-8000-000000000004",
        "value": 40,
        "codonIndex": 25,
        "descriptor": "Accepting",
        "tier": "Neutral/Recovery",
        "words": "Tired but hopeful",
        "localDate": "2026-11-28",
        "localTime": null,
        "createdAt": "2026-11-28T09:30:37.000Z"
      },
      "answer": "That was a lot to carry. Your body has done its part; let rest come first and let everything else wait its turn.",
      "crisis": false
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    },
    "422": {
      "error": "This Idempotency-Key was already used for a different request."
    }
  },
  "post /api/emotional-state": {
    "201": {
      "success": true,
      "newBaseline": 81.564,
      "emotionalState": {
        "value": 62,
        "codonIndex": 39,
        "descriptor": "Confident",
        "tier": "Active Growth",
        "baseline": 81.54,
        "newBaseline": 81.564,
        "localDate": "2026-11-28",
        "createdAt": "2026-11-28T09:30:39.000Z"
      },
      "reading": {
        "id": "00000000-0000-4000-8000-000000000005",
        "sessionId": "luna_1764230400000_example2000000000000000000",
        "readingType": "emotional-resonance",
        "readingData": {
          "descriptor": "Confident",
          "value": 62,
          "archetypeInfluence": "An Air archetype thrives here on conversation and fresh ideas, turning insight into plans that others can join.",
          "dailyIntegration": "Today the adjustment lifts your baseline a little, so lean into one meaningful effort. Pair each push with a pause to keep the growth sustainable.",
          "emotionalRecommendations": [
            "Pick one goal for the day and take a concrete step toward it.",
            "Learn something small and new, such as a word, a recipe or a song."
          ],
          "newBaseline": 81.564,
          "scalarSnapshot": 81.54,
          "tier": "Active Growth",
          "codonIndex": 39
        },
        "userTags": null,
        "userNotes": null,
        "timestamp": "2026-11-28T09:30:39.000Z",
        "readingDate": "2026-11-28",
        "resonantFrequency": null
      }
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "409": {
      "error": "You have already checked in today. The next check-in opens at midnight; until then you can log how you feel at any time.",
      "nextCheckInAt": null
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    },
    "422": {
      "error": "This Idempotency-Key was already used for a different request."
    }
  },
  "get /api/month": {
    "200": {
      "month": "2026-11",
      "days": [
        {
          "date": "2026-11-28",
          "checkInTier": 2,
          "tier": 2,
          "feelings": [
            {
              "descriptor": "Accepting",
              "tier": 1,
              "words": "Tired but hopeful",
              "at": "2026-11-28T09:30:37.000Z",
              "source": "mood-note"
            },
            {
              "descriptor": "Confident",
              "tier": 2,
              "words": null,
              "at": "2026-11-28T09:30:39.000Z",
              "source": "check-in"
            }
          ],
          "headline": "Today sits in the middle of the stream: follow your routine and notice what it gives back.",
          "energy": "moderate",
          "energyLabel": "Moderate — steady",
          "moon": "Waning gibbous"
        }
      ]
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    }
  },
  "get /api/patterns": {
    "200": {
      "days": 1,
      "minDays": 14,
      "ready": false,
      "progress": "1 of 14 days so far",
      "patterns": [],
      "tested": []
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    }
  },
  "post /api/user-trajectory": {
    "201": {
      "success": true,
      "id": 1
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    },
    "422": {
      "error": "This Idempotency-Key was already used for a different request."
    }
  },
  "get /api/user-trajectory": {
    "200": {
      "displayName": null,
      "currentScalar": 81.74,
      "personalBaseline": 81.54,
      "totalSessions": 1,
      "averageAlignment": 81.74,
      "scalarHistory": [
        {
          "scalar": 81.74,
          "date": "2026-11-28T09:30:45.000Z",
          "localDate": "2026-11-28",
          "context": "compass-reading",
          "baseline": 81.54
        }
      ]
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "404": {
      "error": "No scalar journey has been recorded for this session yet."
    }
  },
  "get /api/trajectory-analysis": {
    "200": {
      "pattern": "insufficient-data",
      "trend": 0,
      "stability": 1,
      "recentChange": 0,
      "totalReadings": 1,
      "average": 81.74,
      "spanMinutes": 0
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "404": {
      "error": "No scalar journey has been recorded for this session yet."
    }
  },
  "post /api/luna-interaction": {
    "201": {
      "success": true
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    },
    "422": {
      "error": "This Idempotency-Key was already used for a different request."
    }
  },
  "get /api/luna-patterns": {
    "200": {
      "frequentIntents": [],
      "pagePreferences": [
        {
          "page": "compass",
          "visits": 1
        }
      ],
      "totalInteractions": 4,
      "currentStreak": 1,
      "daysSinceFirst": 0
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    }
  },
  "post /api/codon-interaction": {
    "201": {
      "success": true
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    }
  },
  "get /api/scalar-stats": {
    "200": {
      "totalActivities": 0,
      "averageScalar": 0,
      "topIntents": [],
      "sustainedDays": 0
    }
  },
  "get /api/my-data": {
    "200": {
      "exportedAt": "2026-11-28T09:30:58.000Z",
      "sessionId": "luna_1764230400000_example2000000000000000000",
      "archetypeResults": [
        {
          "id": 1,
          "sessionId": "luna_1764230400000_example2000000000000000000",
          "archetypeId": 19,
          "archetypeName": "The Kind Translator",
          "source": "quiz",
          "quizResponses": [
            {
              "questionId": 1,
              "answer": 2
            },
            {
              "questionId": 2,
              "answer": 3
            }
          ],
          "birthScalar": 81.454,
          "archetypeScalar": 81.74,
          "combinedBaseline": 81.54,
          "entropyMod": 1.03,
          "curvatureMod": 1.06,
          "userName": "Ada",
          "birthDate": "1990-06-15",
          "createdAt": 1795858214000
        }
      ],
      "visits": [
        {
          "sessionId": "luna_1764230400000_example2000000000000000000",
          "visitDate": "2026-11-28",
          "page": "compass",
          "count": 1,
          "firstAt": 1795858223000,
          "lastAt": 1795858223000
        }
      ],
      "savedReadings": [
        {
          "id": "00000000-0000-4000-8000-000000000003",
          "sessionId": "luna_1764230400000_example2000000000000000000",
          "readingType": "frequency-lock",
          "readingData": {
            "frequency": 528,
            "note": "Calm",
            "lockedAt": "2026-11-28T09:30:29.000Z",
            "ubtFlags": {
              "highDeltaUC": false,
              "piStabilizing": true,
              "nearKerr": false
            }
          },
          "userTags": null,
          "userNotes": "Calm",
          "resonantFrequency": 528,
          "readingDate": "2026-11-28",
          "createdAt": 1795858229000
        },
        {
          "id": "00000000-0000-4000-8000-000000000005",
          "sessionId": "luna_1764230400000_example2000000000000000000",
          "readingType": "emotional-resonance",
          "readingData": {
            "descriptor": "Confident",
            "value": 62,
            "archetypeInfluence": "An Air archetype thrives here on conversation and fresh ideas, turning insight into plans that others can join.",
            "dailyIntegration": "Today the adjustment lifts your baseline a little, so lean into one meaningful effort. Pair each push with a pause to keep the growth sustainable.",
            "emotionalRecommendations": [
              "Pick one goal for the day and take a concrete step toward it.",
              "Learn something small and new, such as a word, a recipe or a song."
            ],
            "newBaseline": 81.564,
            "scalarSnapshot": 81.54,
            "tier": "Active Growth",
            "codonIndex": 39
          },
          "userTags": null,
          "userNotes": null,
          "resonantFrequency": null,
          "readingDate": "2026-11-28",
          "createdAt": 1795858239000
        }
      ],
      "emotionalStates": [
        {
          "id": 1,
          "sessionId": "luna_1764230400000_example2000000000000000000",
          "emotionalValue": 62,
          "codonIndex": 39,
          "descriptor": "Confident",
          "context": null,
          "archetypeName": "The Kind Translator",
          "baseline": 81.54,
          "newBaseline": 81.564,
          "localDate": "2026-11-28",
          "localTime": null,
          "createdAt": 1795858239000
        }
      ],
      "moodNotes": [
        {
          "id": "00000000-0000-4000-8000-000000000004",
          "sessionId": "luna_1764230400000_example2000000000000000000",
          "value": 40,
          "codonIndex": 25,
          "descriptor": "Accepting",
          "words": "Tired but hopeful",
          "localDate": "2026-11-28",
          "localTime": null,
          "createdAt": 1795858237000
        }
      ],
      "trajectoryPoints": [
        {
          "id": 1,
          "sessionId": "luna_1764230400000_example2000000000000000000",
          "scalarValue": 81.74,
          "personalBaseline": 81.54,
          "context": "compass-reading",
          "intent": "growth",
          "profileData": null,
          "createdAt": 1795858245000,
          "localDate": "2026-11-28"
        }
      ],
      "lunaInteractions": [
        {
          "id": 1,
          "sessionId": "luna_1764230400000_example2000000000000000000",
          "page": "compass",
          "scalarValue": 81.54,
          "windowPhase": "Resonance Ascendancy",
          "lunaResponse": null,
          "lunaTag": "aligned",
          "intent": null,
          "ubtFlags": {
            "highDeltaUC": false,
            "piStabilizing": true,
            "nearKerr": false,
            "deltaUC": 0.074,
            "superPiDivergence": 0.051,
            "kerrEnhancement": 1.168
          },
          "stabilityIndex": 85,
          "userAction": "viewed-insight",
          "location": null,
          "deviceType": "mobile",
          "createdAt": 1795858251000
        }
      ],
      "codonInteractions": [
        {
          "id": 1,
          "sessionId": "luna_1764230400000_example2000000000000000000",
          "codon": "AUG",
          "interactionType": "library_play",
          "duration": 12,
          "createdAt": 1795858255000
        }
      ],
      "sessionTallies": [
        {
          "sessionId": "luna_1764230400000_example2000000000000000000",
          "kind": "page",
          "key": "compass",
          "count": 1
        },
        {
          "sessionId": "luna_1764230400000_example2000000000000000000",
          "kind": "interactions",
          "key": "",
          "count": 5
        }
      ],
      "idempotencyKeys": [
        {
          "sessionId": "luna_1764230400000_example2000000000000000000",
          "key": "example-archetype-0001",
          "route": "archetype",
          "requestHash": "5ad8da6d4eb4f72304755d63b82221e034d318fdcffc29d9b4a98ae47fdc6bfc",
          "status": 201,
          "readingId": "1",
          "createdAt": 1795858214000
        },
        {
          "sessionId": "luna_1764230400000_example2000000000000000000",
          "key": "example-save-0001",
          "route": "save-reading",
          "requestHash": "a969b8ba81757aa2fa6a59d4880b07e7f75651d64da71911167027bd03e3920a",
          "status": 201,
          "readingId": "00000000-0000-4000-8000-000000000001",
          "createdAt": 1795858227000
        }
      ],
      "pushSubscriptions": [],
      "sessionMoves": [],
      "session": {
        "id": "luna_1764230400000_example2000000000000000000",
        "displayName": null,
        "createdAt": 1795858214000,
        "lastSeenAt": 1795858255000,
        "activeDays": 1,
        "lastActiveDay": 20785,
        "network": "00000000000000000000000000000006",
        "seed": null
      }
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    }
  },
  "get /api/reminders/key": {
    "200": {
      "publicKey": "BCB2RpcYxZrX7ZYEKC9mVFxQZCsdbfj3B6c5lbhc7f3Y1cjn61JtsYNEbyios5DAfDJ1qpdE4kARJdsfTbNdhMA"
    }
  },
  "get /api/reminder": {
    "200": {
      "reminder": null
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    }
  },
  "put /api/reminder": {
    "200": {
      "reminder": {
        "time": "08:30",
        "timeZone": "Europe/Berlin",
        "nextAt": "2026-11-29T07:30:00.000Z"
      }
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "409": {
      "error": "This push subscription is registered to another visitor. Turn reminders off and on again in this browser to make a new one."
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    }
  },
  "delete /api/reminder": {
    "200": {
      "success": true,
      "deleted": true
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    }
  },
  "post /api/admin/login": {
    "200": {
      "success": true,
      "expiresAt": "2026-11-28T17:31:07.000Z"
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "401": {
      "error": "Access Denied - Invalid password. Please try again."
    },
    "403": {
      "error": "Admin requests must come from this site."
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    }
  },
  "get /api/admin/session": {
    "200": {
      "authenticated": true
    },
    "401": {
      "error": "Admin login required."
    }
  },
  "get /api/archetype-analytics": {
    "200": {
      "dataStartDate": "2026-11-28",
      "generatedAt": "2026-11-28T09:31:09.000Z",
      "summary": {
        "totalArchetypes": 0,
        "todayActiveUsers": 0,
        "todayNewVisitors": 1,
        "todayAvgScalar": null,
        "todayEmotionalReadings": 0,
        "todayLunaStability": null
      },
      "archetypeDistribution": [],
      "recentActivity": [
        {
          "date": "2026-11-15",
          "activeUsers": 0,
          "newVisitors": 0,
          "totalActivities": 0,
          "avgScalar": null
        },
        {
          "date": "2026-11-16",
          "activeUsers": 0,
          "newVisitors": 0,
          "totalActivities": 0,
          "avgScalar": null
        }
      ],
      "lunaQuality": [],
      "emotionalPatterns": []
    },
    "401": {
      "error": "Admin login required."
    }
  },
  "delete /api/my-data": {
    "200": {
      "success": true,
      "erased": {
        "archetypeResults": 0,
        "visits": 0,
        "savedReadings": 0,
        "emotionalStates": 0,
        "moodNotes": 0,
        "trajectoryPoints": 0,
        "lunaInteractions": 0,
        "codonInteractions": 0,
        "sessionTallies": 0,
        "idempotencyKeys": 0,
        "pushSubscriptions": 0,
        "sessionMoves": 0,
        "sessions": 0
      }
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    }
  },
  "post /api/restore": {
    "201": {
      "success": true,
      "sessionId": "luna_1795858333000_example7000000000000000000",
      "readingSeed": "luna_1764230400000_example2000000000000000000"
    },
    "400": {
      "error": "Unknown field: unexpected.",
      "issues": [
        {
          "path": "",
          "message": "Unknown field: unexpected."
        }
      ]
    },
    "404": {
      "error": "Luna found nothing saved under that code. Check it for typos; nothing was changed."
    },
    "409": {
      "error": "This browser already uses that recovery code: your profile is already here."
    },
    "413": {
      "error": "The request body is too large (at most 64 KB)."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    }
  },
  "post /api/admin/logout": {
    "200": {
      "success": true
    },
    "403": {
      "error": "Admin requests must come from this site."
    },
    "415": {
      "error": "Send the request body as JSON with the header Content-Type: application/json."
    }
  }
}
