extension PhraseTable {
    /// The likely ranges' words in every language wf speaks (the ensemble's confidence).
    public static let confidence = PhraseTable("likely ranges", [
        "en": [
            "confidence.rain": "{raining}/{count} rain",
            "spoken.confidence": "Likely {low} to {high}; {percent} percent of the ensemble bring rain.",
            "confidence.likely-high-legend": "(…) the likely high: 10th–90th percentile of {members} runs of {model}",
            "spoken.likely-high": "Likely high {low} to {high}.",
            "confidence.band-legend": "{mark} the likely range: 10th–90th percentile of {members} runs of {model}",
            "confidence.unavailable": "Likely ranges: unavailable just now",
            "spoken.confidence-unavailable": "The likely ranges are unavailable just now.",
        ],
        "de": [
            "confidence.rain": "{raining}/{count} Regen",
            "spoken.confidence": "Wahrscheinlich {low} bis {high}; {percent} Prozent des Ensembles bringen Regen.",
            "confidence.likely-high-legend": "(…) der wahrscheinliche Höchstwert: 10.–90. Perzentil von {members} Läufen von {model}",
            "spoken.likely-high": "Wahrscheinlicher Höchstwert {low} bis {high}.",
            "confidence.band-legend": "{mark} die wahrscheinliche Spanne: 10.–90. Perzentil von {members} Läufen von {model}",
            "confidence.unavailable": "Wahrscheinliche Spannen: derzeit nicht verfügbar",
            "spoken.confidence-unavailable": "Die wahrscheinlichen Spannen sind derzeit nicht verfügbar.",
        ],
        "fr": [
            "confidence.rain": "{raining}/{count} pluie",
            "spoken.confidence": "Probablement {low} à {high} ; {percent} pour cent de l’ensemble donnent de la pluie.",
            "confidence.likely-high-legend": "(…) le maximum probable : 10e–90e centile de {members} passages de {model}",
            "spoken.likely-high": "Maximum probable de {low} à {high}.",
            "confidence.band-legend": "{mark} la plage probable : 10e–90e centile de {members} passages de {model}",
            "confidence.unavailable": "Plages probables : indisponibles pour l’instant",
            "spoken.confidence-unavailable": "Les plages probables sont indisponibles pour l’instant.",
        ],
        "es": [
            "confidence.rain": "{raining}/{count} lluvia",
            "spoken.confidence": "Probablemente de {low} a {high}; el {percent} por ciento del conjunto trae lluvia.",
            "confidence.likely-high-legend": "(…) la máxima probable: percentil 10–90 de {members} ejecuciones de {model}",
            "spoken.likely-high": "Máxima probable de {low} a {high}.",
            "confidence.band-legend": "{mark} el rango probable: percentil 10–90 de {members} ejecuciones de {model}",
            "confidence.unavailable": "Rangos probables: no disponibles por ahora",
            "spoken.confidence-unavailable": "Los rangos probables no están disponibles por ahora.",
        ],
        "pt": [
            "confidence.rain": "{raining}/{count} chuva",
            "spoken.confidence": "Provavelmente de {low} a {high}; {percent} por cento do conjunto traz chuva.",
            "confidence.likely-high-legend": "(…) a máxima provável: percentil 10–90 de {members} execuções de {model}",
            "spoken.likely-high": "Máxima provável de {low} a {high}.",
            "confidence.band-legend": "{mark} o intervalo provável: percentil 10–90 de {members} execuções de {model}",
            "confidence.unavailable": "Intervalos prováveis: indisponíveis de momento",
            "spoken.confidence-unavailable": "Os intervalos prováveis estão indisponíveis de momento.",
        ],
        "ja": [
            "confidence.rain": "{raining}/{count} 雨",
            "spoken.confidence": "おそらく{low}から{high}。アンサンブルの{percent}パーセントが雨。",
            "confidence.likely-high-legend": "(…) 予想最高気温の幅：{model} の {members} メンバーの 10〜90 パーセンタイル",
            "spoken.likely-high": "予想最高気温は {low} から {high}。",
            "confidence.band-legend": "{mark} 予想の幅：{model} の {members} メンバーの 10〜90 パーセンタイル",
            "confidence.unavailable": "予想の幅：現在取得できません",
            "spoken.confidence-unavailable": "予想の幅は現在取得できません。",
        ],
    ])
}
