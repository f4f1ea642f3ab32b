import Foundation
import TestSupport
import XCTest

/// `export --xliff` and `import` end to end: real files in a temporary folder, exact output and exit codes.
final class ExchangeCommandTests: XCTestCase {
    var folder: TemporaryDirectory!

    override func setUpWithError() throws { folder = try TemporaryDirectory(prefix: "exchange-command") }
    override func tearDown() { folder.remove() }

    let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld items" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld item"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld items"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Save" : {
              "comment" : "Button",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Sichern"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    func testExportTranslateImportLoop() throws {
        try folder.write(catalog, to: "App/Localizable.xcstrings")
        let export = CLIRun.run(["export", "App/Localizable.xcstrings", "--xliff", "l10n", "--languages", "de,ru"], in: folder.url)
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertEqual(export.stdout, "de: 3 units\nru: 5 units\nwrote 2 files to l10n\n")
        let xliffURL = folder.url.appendingPathComponent("l10n/ru.xliff")
        var xliff = try String(contentsOf: xliffURL, encoding: .utf8)
        for (category, text) in [("one", "%lld предмет"), ("few", "%lld предмета"), ("many", "%lld предметов"), ("other", "%lld предмета")] {
            let source = category == "one" ? "%lld item" : "%lld items"
            xliff = xliff.replacingOccurrences(
                of: "id=\"%lld items|==|plural.\(category)\" xml:space=\"preserve\">\n        <source>\(source)</source>\n",
                with: "id=\"%lld items|==|plural.\(category)\" xml:space=\"preserve\">\n        <source>\(source)</source>\n        <target state=\"translated\">\(text)</target>\n")
        }
        try xliff.write(to: xliffURL, atomically: true, encoding: .utf8)
        let imported = CLIRun.run(["import", "l10n/ru.xliff", "l10n/de.xliff"], in: folder.url)
        XCTAssertEqual(imported.stderr, "")
        XCTAssertEqual(imported.status, 0)
        XCTAssertEqual(imported.stdout, "de: 0 imported, 1 unchanged, 0 refused, 2 untranslated\n"
                       + "ru: 4 imported, 0 unchanged, 0 refused, 1 untranslated\nwrote App/Localizable.xcstrings\n")
        let written = try String(contentsOf: folder.url.appendingPathComponent("App/Localizable.xcstrings"), encoding: .utf8)
        XCTAssertEqual(written, """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld items" : {
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld item"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld items"
                            }
                          }
                        }
                      }
                    },
                    "ru" : {
                      "variations" : {
                        "plural" : {
                          "few" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld предмета"
                            }
                          },
                          "many" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld предметов"
                            }
                          },
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld предмет"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld предмета"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "Save" : {
                  "comment" : "Button",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Sichern"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
    }

    func testRefusedBatchWritesNothingAndExitsOne() throws {
        let path = try folder.write(catalog, to: "Localizable.xcstrings")
        try folder.write(#"{"de": {"Save": "Speichern", "%lld items": {"one": "Ein Artikel", "other": "%@ Artikel"}}}"#, to: "mt.json")
        let run = CLIRun.run(["import", "mt.json", "--catalog", "Localizable.xcstrings", "--machine"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "mt.json:1:9: error: a machine batch does not overwrite a person's translation «Sichern»; pass --force to replace it [import-machine-overwrite]\n"
                       + "mt.json:1:45: error: de needs the 'other' plural form too: the catalog has no such form and the batch brings no valid one [import-plural-categories]\n"
                       + "mt.json:1:67: error: uses %@ for argument 1 where the source has %lld [import-format-specifiers]\n")
        XCTAssertEqual(run.stdout, "de: 0 valid, 0 unchanged, 3 refused, 0 untranslated\n"
                       + "the batch was refused: nothing was written (--partial takes the valid units)\n")
        XCTAssertEqual(try String(contentsOf: path, encoding: .utf8), catalog)
    }

    func testMalformedBatchExitsTwoAndWritesNothing() throws {
        let path = try folder.write(catalog, to: "Localizable.xcstrings")
        try folder.write("<xliff version=\"1.2\">\n<file original=\"Localizable.xcstrings\" target-language=\"de\"><body>\n<trans-unit id=\"Save\"><target>Speichern</target></body></file></xliff>", to: "bad.xliff")
        let run = CLIRun.run(["import", "bad.xliff"], in: folder.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "bad.xliff:3:49: error: </body> does not close <trans-unit> opened at 3:1 [import-input]\n")
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(try String(contentsOf: path, encoding: .utf8), catalog)
        try folder.write("{\"de\": {\"Save\": \"x\"", to: "bad.json")
        let json = CLIRun.run(["import", "bad.json", "--catalog", "Localizable.xcstrings"], in: folder.url)
        XCTAssertEqual(json.status, 2)
        XCTAssertTrue(json.stderr.hasPrefix("bad.json:1:"), json.stderr)
    }

    private static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// Refusals go through the one reporter of each format; the per-language report moves to standard error when
    /// standard output holds a document. `text` is the Xcode format.
    func testRefusalsInEveryFormat() throws {
        let path = try folder.write(catalog, to: "Localizable.xcstrings")
        try folder.write(#"{"de": {"Save": "Speichern", "%lld items": {"one": "Ein Artikel", "other": "%@ Artikel"}}}"#, to: "mt.json")
        let summary = "de: 0 valid, 0 unchanged, 3 refused, 0 untranslated\n"
            + "the batch was refused: nothing was written (--partial takes the valid units)\n"
        for format in ["xcode", "text", "json", "github", "sarif"] {
            let run = CLIRun.run(["import", "mt.json", "--catalog", "Localizable.xcstrings", "--machine", "--format", format], in: folder.url)
            XCTAssertEqual(run.status, 1, format)
            let machine = format != "xcode" && format != "text"
            assertGolden(machine ? run.stdout : run.stderr,
                                at: Self.goldens.appendingPathComponent("import.\(format == "text" ? "xcode" : format)"))
            XCTAssertEqual(machine ? run.stderr : run.stdout, summary, format)
        }
        XCTAssertEqual(try String(contentsOf: path, encoding: .utf8), catalog)
    }

    /// Unreadable input is a finding of the `import-input` rule in every format, exit 2; a missing file is placed
    /// at 1:1.
    func testInputErrorsInEveryFormat() throws {
        try folder.write(catalog, to: "Localizable.xcstrings")
        try folder.write("{\"de\": {\"Save\": 1}}", to: "bad.json")
        let cases: [(arguments: [String], format: String, stdout: String, stderr: String)] = [
            (["bad.json"], "xcode", "", "bad.json:1:9: error: the translation of 'Save' must be text or an object of plural categories or devices [import-input]\n"),
            (["missing.xliff"], "text", "", "missing.xliff:1:1: error: no such file; check the path [import-input]\n"),
            (["missing.xliff"], "github", "::error file=missing.xliff,line=1,col=1,title=import-input::no such file; check the path [import-input]\n", ""),
        ]
        for testCase in cases {
            let run = CLIRun.run(["import"] + testCase.arguments + ["--catalog", "Localizable.xcstrings", "--format", testCase.format], in: folder.url)
            XCTAssertEqual(run.status, 2, testCase.format)
            XCTAssertEqual(run.stdout, testCase.stdout, testCase.format)
            XCTAssertEqual(run.stderr, testCase.stderr, testCase.format)
        }
        let sarif = CLIRun.run(["import", "bad.json", "--catalog", "Localizable.xcstrings", "--format", "sarif"], in: folder.url)
        XCTAssertEqual(sarif.status, 2)
        assertGolden(sarif.stdout, at: Self.goldens.appendingPathComponent("import-input.sarif"))
    }

    func testXclocBundleRoundTrip() throws {
        try folder.write(catalog, to: "Localizable.xcstrings")
        let export = CLIRun.run(["export", "Localizable.xcstrings", "--xliff", "out", "--xcloc"], in: folder.url)
        XCTAssertEqual(export.status, 0, export.stderr)
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder.url.appendingPathComponent("out").path).sorted()
        XCTAssertEqual(names, ["de.xcloc", "de.xcloc/Localized Contents", "de.xcloc/Localized Contents/de.xliff",
                               "de.xcloc/Source Contents", "de.xcloc/Source Contents/Localizable.xcstrings", "de.xcloc/contents.json"])
        let run = CLIRun.run(["import", "out/de.xcloc", "--dry-run"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "de: 0 valid, 1 unchanged, 0 refused, 2 untranslated\n")
    }
}
