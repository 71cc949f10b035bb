/// A row of a ``TableView``; UIKit's `UITableViewCell`, without drawing.
///
/// A cell is a real view in the table's hierarchy: hit-testing, the content-touch delay, a drag's
/// cancellation and controls inside it work as for any view. Its touches go up the responder
/// chain to the table, which highlights and selects it (L1). Subviews go in ``contentView``.
open class TableViewCell: View {
    /// The name under which the table reuses the cell (``TableView/dequeueReusableCell(withIdentifier:for:)``).
    public let reuseIdentifier: String?

    /// The view to put the cell's content in; it fills the cell.
    public let contentView: View

    /// Whether the cell shows the highlight of a finger on it; the table sets it as it tracks the
    /// finger (``setHighlighted(_:animated:)``).
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var _isHighlighted = false

    /// Whether the cell shows that its row is selected; the table sets it as rows are selected.
    open var isSelected: Bool {
        get { _isSelected }
        set { setSelected(newValue, animated: false) }
    }
    private var _isSelected = false

    /// The cell's text, in a label made inside ``contentView`` the first time it is asked for;
    /// UIKit's `textLabel` of a cell of the default style. It spans the content view but for
    /// ``textLabelMargin`` on each side.
    public var textLabel: Label? {
        if let label = _textLabel { return label }
        let label = Label(frame: Self.textLabelFrame(in: contentView.bounds))
        contentView.addSubview(label)
        _textLabel = label
        return label
    }
    private var _textLabel: Label?

    /// The room left of and right of ``textLabel``: 16 pt, UIKit's default layout margin on a phone.
    public static let textLabelMargin = 16.0

    private static func textLabelFrame(in bounds: Rect) -> Rect {
        Rect(x: textLabelMargin, y: 0, width: max(0, bounds.width - 2 * textLabelMargin), height: bounds.height)
    }

    /// Creates a cell that the table may reuse under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Sets ``isHighlighted``; a subclass restyles here. `animated` is passed on as UIKit passes it.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        _isHighlighted = highlighted
        noteChange()
    }

    /// Sets ``isSelected``; a subclass restyles here.
    open func setSelected(_ selected: Bool, animated: Bool) {
        _isSelected = selected
        noteChange()
    }

    /// Called before the table hands the cell out again for another row: it is no longer
    /// highlighted; a subclass clears what it showed.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
    }

    /// Keeps ``contentView`` filling the cell, and ``textLabel`` spanning it.
    func fitContentView() {
        // Set only when it changes: a cell shown again at its size lists no change of its content view.
        let fitted = Rect(origin: .zero, size: _bounds.size)
        if contentView.frame != fitted {
            contentView.frame = fitted
            _textLabel?.frame = Self.textLabelFrame(in: contentView.bounds)
        }
    }
}
