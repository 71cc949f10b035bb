/// What a list's cells share: a table's ``TableViewCell`` and a collection's
/// ``CollectionViewCell``, which the list highlights, selects and reuses alike.
protocol ReusableCell: View {
    var reuseIdentifier: String? { get }
    /// The view that holds what the cell shows, which a swipe moves aside (R1).
    var contentView: View { get }
    init(reuseIdentifier: String?)
    func setHighlighted(_ highlighted: Bool, animated: Bool)
    func setSelected(_ selected: Bool, animated: Bool)
    func prepareForReuse()
    /// Keeps the content view filling the cell.
    func fitContentView()
}

extension TableViewCell: ReusableCell {}
