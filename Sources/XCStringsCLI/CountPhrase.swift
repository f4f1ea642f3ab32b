/// A number with its noun in the right form (`1 table`, `2 tables`), for the report lines commands print.
enum CountPhrase {
    /// `count` followed by `noun`, with an `s` added unless `count` is 1.
    static func of(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
