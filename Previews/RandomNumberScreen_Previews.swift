import Foundation
import PreviewKit
import SampleRandomNumberDependencies
import TextDependencies
import TextUI

// The swift-dependencies article's previews (seed 004), ported by changing the import lines:
// one view model per case, made inside `withDependencies`.
struct RandomNumberScreen_Previews: PreviewProvider {
  static var previews: some View {
    // API リクエスト成功ケースの表示確認
    RandomNumberScreen(
      viewModel: withDependencies {
        $0.randomNumberClient = RandomNumberClientMock(fetchResult: .success(42))
      } operation: {
        .init()
      }
    )

    // API リクエスト失敗ケースの表示確認
    RandomNumberScreen(
      viewModel: withDependencies {
        $0.randomNumberClient = RandomNumberClientMock(fetchResult: .failure(NSError(domain: "a", code: 0)))
      } operation: {
        .init()
      }
    )
  }
}
