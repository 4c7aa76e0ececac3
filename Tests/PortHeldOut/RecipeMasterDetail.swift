import SwiftUI

class RecipeListViewModel: ObservableObject {
  @Published var recipes: [Recipe] = []
  @Published var isLoading = true

  func load() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
      self.recipes = [Recipe.sample]
      self.isLoading = false
    }
  }
}

struct RecipeMasterDetail: View {
  @StateObject var viewModel = RecipeListViewModel()

  var body: some View {
    NavigationView {
      Group {
        if viewModel.isLoading {
          ProgressView("Loading recipes")
        } else {
          List(viewModel.recipes) { recipe in
            NavigationLink(destination: RecipeSummary(recipe: recipe)) {
              HStack {
                Text(recipe.title)
                Spacer()
                if recipe.isFavorite {
                  Image(systemName: "star.fill").foregroundColor(.yellow)
                }
              }
            }
          }
        }
      }
      .navigationBarTitle("Recipes", displayMode: .large)
      .onAppear(perform: viewModel.load)

      Text("Pick a recipe")
    }
  }
}

struct RecipeSummary: View {
  let recipe: Recipe

  var body: some View {
    VStack(alignment: .leading) {
      Text(recipe.summary)
      Text("\(recipe.ingredients.count) ingredients").font(.caption)
    }
    .padding()
    .navigationBarTitle(Text(recipe.title), displayMode: .inline)
  }
}

struct RecipeMasterDetail_Previews: PreviewProvider {
  static var previews: some View {
    RecipeMasterDetail()
  }
}
