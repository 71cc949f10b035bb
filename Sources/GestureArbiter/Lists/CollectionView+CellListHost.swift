import Foundation

/// A collection's words for its items' highlight and selection: the `...Item...` calls of its
/// delegate, recorded as `list` records named after them (L1). Unlike a table, a collection asks
/// `shouldSelectItemAt` (or, to deselect, `shouldDeselectItemAt`) at the lift, before the
/// highlight goes, and asks nothing of the item another selection replaces.
extension CollectionView: CellListHost {
    func makeCell(at indexPath: IndexPath) -> CollectionViewCell? {
        dataSource?.collectionView(self, cellForItemAt: indexPath)
    }

    func askShouldHighlight(_ indexPath: IndexPath) -> Bool {
        let answer = collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        reportList("shouldHighlightItem", [TraceField("indexPath", indexPath.traceValue), TraceField("result", .bool(answer))])
        return answer
    }

    func tellHighlight(_ indexPath: IndexPath, on: Bool) {
        reportList(on ? "didHighlightItem" : "didUnhighlightItem", [TraceField("indexPath", indexPath.traceValue)])
        if on {
            collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        } else {
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
    }

    func askMaySelect(_ indexPath: IndexPath, isSelected: Bool) -> Bool {
        if allowsMultipleSelection, isSelected {
            let answer = collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            reportList("shouldDeselectItem", [TraceField("indexPath", indexPath.traceValue), TraceField("result", .bool(answer))])
            return answer
        }
        let answer = collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        reportList("shouldSelectItem", [TraceField("indexPath", indexPath.traceValue), TraceField("result", .bool(answer))])
        return answer
    }

    func askWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    func askWillDeselect(_ indexPath: IndexPath, replacing: Bool) -> IndexPath? {
        indexPath
    }

    func tellSelection(_ indexPath: IndexPath, selected: Bool) {
        reportList(selected ? "didSelectItem" : "didDeselectItem", [TraceField("indexPath", indexPath.traceValue)])
        if selected {
            collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
        } else {
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
        }
    }
}
