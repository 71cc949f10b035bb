/// An item of a ``CollectionView``; UIKit's `UICollectionViewCell`, without drawing.
///
/// Like a table's cell, a real view in the collection's hierarchy whose touches go up the
/// responder chain to the collection, which highlights and selects it (L1).
open class CollectionViewCell: View {
    /// The name under which the collection reuses the cell.
    public let reuseIdentifier: String?

    /// The view to put the cell's content in; it fills the cell.
    public let contentView: View

    /// Whether the cell shows the highlight of a finger on it.
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set {
            _isHighlighted = newValue
            noteChange()
        }
    }
    private var _isHighlighted = false

    /// Whether the cell shows that its item is selected.
    open var isSelected: Bool {
        get { _isSelected }
        set {
            _isSelected = newValue
            noteChange()
        }
    }
    private var _isSelected = false

    /// Creates a cell that the collection may reuse under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Called before the collection hands the cell out again for another item: it is no longer
    /// highlighted; a subclass clears what it showed.
    open func prepareForReuse() {
        isHighlighted = false
    }
}

extension CollectionViewCell: ReusableCell {
    func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    func fitContentView() {
        // Set only when it changes: a cell shown again at its size lists no change of its content view.
        let fitted = Rect(origin: .zero, size: _bounds.size)
        if contentView.frame != fitted {
            contentView.frame = fitted
        }
    }
}
