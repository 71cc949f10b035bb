/// The kind of device a window stands for, where UIKit behaves differently on each; UIKit's
/// `UIUserInterfaceIdiom`.
///
/// Only the scroll to the top differs here (S12): a phone scrolls the one scroll view that may,
/// a pad the one under the status bar tap.
public enum UserInterfaceIdiom: String, Hashable, Sendable, CaseIterable {
    case phone
    case pad
}
