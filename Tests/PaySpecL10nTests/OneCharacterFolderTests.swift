import PaySpecIO
import Testing

@testable import PaySpecL10n

/// A catalog folder may be named with one character (`r/values/strings.xml`): finding the
/// folders above an Android resource file must not end the process there.
struct OneCharacterFolderTests {
    @Test(arguments: [
        ("r/values/strings.xml", "r/values"), ("r/values", "r"), ("r", ""), ("r/", ""), ("/r", "/"), ("/", "/"),
        ("a//b", "a"), ("a/b//", "a"), ("", ""), ("ab/c", "ab"), ("/x/y/z.xml", "/x/y"),
    ])
    func folderOfAPath(path: String, folder: String) {
        #expect(PathParts.folder(of: path) == folder)
    }

    @Test func lintLookupAboveAOneCharacterFolderEndsAtTheTop() {
        #expect(!LintConfiguration.ignoresMissingTranslation(near: "r/values/strings.xml"))
        #expect(!LintConfiguration.ignoresMissingTranslation(near: "r/values-de/strings.xml"))
        #expect(!LintConfiguration.ignoresMissingTranslation(near: "values/strings.xml"))
    }
}
