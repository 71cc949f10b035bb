import Foundation

/// What a ``CollectionView`` shows: its sections, their items and a cell for each; UIKit's
/// `UICollectionViewDataSource`. Held weakly.
public protocol CollectionViewDataSource: AnyObject {
    /// How many sections; 1 by default.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items `section` has.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell that shows the item at `indexPath`, usually from
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}
