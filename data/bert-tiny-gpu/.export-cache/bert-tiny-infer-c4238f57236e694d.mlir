module @IrToHlo.541 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<1x512xi64>, %arg6: tensor<512x128xf32>, %arg7: tensor<1x512xi64>, %arg8: tensor<2x128xf32>, %arg9: tensor<8x128xi64>, %arg10: tensor<30522x128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128x128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128x128xf32>, %arg16: tensor<f32>, %arg17: tensor<128xf32>, %arg18: tensor<128x128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<128x128xf32>, %arg21: tensor<128xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128x512xf32>, %arg24: tensor<512xf32>, %arg25: tensor<512x128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128x128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<128x128xf32>, %arg31: tensor<128xf32>, %arg32: tensor<128x128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128x128xf32>, %arg35: tensor<128xf32>, %arg36: tensor<128xf32>, %arg37: tensor<128x512xf32>, %arg38: tensor<512xf32>, %arg39: tensor<512x128xf32>, %arg40: tensor<128xf32>) -> tensor<8x128x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<8x128x512xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<8x128x512xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<8x128x512xf32>
    %cst_2 = stablehlo.constant dense<-3.40282347E+38> : tensor<8x1x128x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<8x1x128x128xf32>
    %cst_4 = stablehlo.constant dense<0.353553385> : tensor<8x2x64x128xf32>
    %cst_5 = stablehlo.constant dense<0.353553385> : tensor<8x2x128x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<1024xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<1024xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<8x1x128x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg9 : (tensor<8x128xi64>) -> tensor<1024xi64>
    %1 = stablehlo.convert %0 : (tensor<1024xi64>) -> tensor<1024xui32>
    %2 = "stablehlo.gather"(%arg10, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<30522x128xf32>, tensor<1024xui32>) -> tensor<1024x128xf32>
    %3 = stablehlo.reshape %2 : (tensor<1024x128xf32>) -> tensor<8x128x128xf32>
    %4 = stablehlo.slice %arg7 [0:1, 0:128] : (tensor<1x512xi64>) -> tensor<1x128xi64>
    %5 = stablehlo.reshape %4 : (tensor<1x128xi64>) -> tensor<128xi64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<128xi64>) -> tensor<8x128xi64>
    %7 = stablehlo.reshape %6 : (tensor<8x128xi64>) -> tensor<1024xi64>
    %8 = stablehlo.convert %7 : (tensor<1024xi64>) -> tensor<1024xui32>
    %9 = "stablehlo.gather"(%arg8, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<2x128xf32>, tensor<1024xui32>) -> tensor<1024x128xf32>
    %10 = stablehlo.reshape %9 : (tensor<1024x128xf32>) -> tensor<8x128x128xf32>
    %11 = stablehlo.add %3, %10 : tensor<8x128x128xf32>
    %12 = stablehlo.slice %arg5 [0:1, 0:128] : (tensor<1x512xi64>) -> tensor<1x128xi64>
    %13 = stablehlo.reshape %12 : (tensor<1x128xi64>) -> tensor<128xi64>
    %14 = stablehlo.convert %13 : (tensor<128xi64>) -> tensor<128xui32>
    %15 = "stablehlo.gather"(%arg6, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xf32>, tensor<128xui32>) -> tensor<128x128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<8x128x128xf32>
    %17 = stablehlo.add %11, %16 : tensor<8x128x128xf32>
    %18 = stablehlo.reshape %17 : (tensor<8x128x128xf32>) -> tensor<1x1024x128xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%18, %cst_7, %cst_6) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x1024x128xf32>, tensor<1024xf32>, tensor<1024xf32>) -> (tensor<1x1024x128xf32>, tensor<1024xf32>, tensor<1024xf32>)
    %19 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<128xf32>) -> tensor<8x128x128xf32>
    %20 = stablehlo.reshape %output : (tensor<1x1024x128xf32>) -> tensor<8x128x128xf32>
    %21 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<128xf32>) -> tensor<8x128x128xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<8x128x128xf32>
    %23 = stablehlo.add %19, %22 : tensor<8x128x128xf32>
    %24 = stablehlo.reshape %23 : (tensor<8x128x128xf32>) -> tensor<1024x128xf32>
    %25 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %26 = stablehlo.dot_general %24, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x128xf32>, tensor<128x128xf32>) -> tensor<1024x128xf32>
    %27 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<128xf32>) -> tensor<1024x128xf32>
    %28 = stablehlo.add %26, %27 : tensor<1024x128xf32>
    %29 = stablehlo.reshape %28 : (tensor<1024x128xf32>) -> tensor<8x128x2x64xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,128,64]{3,1,2,0}"} : (tensor<8x128x2x64xf32>) -> tensor<8x2x128x64xf32>
    %31 = stablehlo.multiply %30, %cst_5 : tensor<8x2x128x64xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x2x128x64xf32>) -> tensor<16x128x64xf32>
    %33 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %34 = stablehlo.dot_general %24, %33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x128xf32>, tensor<128x128xf32>) -> tensor<1024x128xf32>
    %35 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<128xf32>) -> tensor<1024x128xf32>
    %36 = stablehlo.add %34, %35 : tensor<1024x128xf32>
    %37 = stablehlo.reshape %36 : (tensor<1024x128xf32>) -> tensor<8x128x2x64xf32>
    %38 = stablehlo.transpose %37, dims = [0, 2, 3, 1] : (tensor<8x128x2x64xf32>) -> tensor<8x2x64x128xf32>
    %39 = stablehlo.multiply %38, %cst_4 : tensor<8x2x64x128xf32>
    %40 = stablehlo.reshape %39 : (tensor<8x2x64x128xf32>) -> tensor<16x64x128xf32>
    %41 = stablehlo.dot_general %32, %40, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %42 = stablehlo.reshape %41 : (tensor<16x128x128xf32>) -> tensor<8x2x128x128xf32>
    %43 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<8x1x128x128xf32>
    %44 = stablehlo.subtract %43, %cst_3 : tensor<8x1x128x128xf32>
    %45 = stablehlo.compare  NE, %44, %cst_9 : (tensor<8x1x128x128xf32>, tensor<8x1x128x128xf32>) -> tensor<8x1x128x128xi1>
    %46 = stablehlo.select %45, %cst_2, %44 : tensor<8x1x128x128xi1>, tensor<8x1x128x128xf32>
    %47 = stablehlo.reshape %46 : (tensor<8x1x128x128xf32>) -> tensor<8x128x128xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 2, 3] : (tensor<8x128x128xf32>) -> tensor<8x2x128x128xf32>
    %49 = stablehlo.add %42, %48 : tensor<8x2x128x128xf32>
    %50 = stablehlo.reduce(%49 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x128x128xf32>, tensor<f32>) -> tensor<8x2x128xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<8x2x128xf32>) -> tensor<8x2x128x128xf32>
    %52 = stablehlo.subtract %49, %51 : tensor<8x2x128x128xf32>
    %53 = stablehlo.exponential %52 : tensor<8x2x128x128xf32>
    %54 = stablehlo.reduce(%53 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<8x2x128x128xf32>, tensor<f32>) -> tensor<8x2x128xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<8x2x128xf32>) -> tensor<8x2x128x128xf32>
    %56 = stablehlo.divide %53, %55 : tensor<8x2x128x128xf32>
    %57 = stablehlo.reshape %56 : (tensor<8x2x128x128xf32>) -> tensor<16x128x128xf32>
    %58 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %59 = stablehlo.dot_general %24, %58, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x128xf32>, tensor<128x128xf32>) -> tensor<1024x128xf32>
    %60 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<128xf32>) -> tensor<1024x128xf32>
    %61 = stablehlo.add %59, %60 : tensor<1024x128xf32>
    %62 = stablehlo.reshape %61 : (tensor<1024x128xf32>) -> tensor<8x128x2x64xf32>
    %63 = stablehlo.transpose %62, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,128,64]{3,1,2,0}"} : (tensor<8x128x2x64xf32>) -> tensor<8x2x128x64xf32>
    %64 = stablehlo.reshape %63 : (tensor<8x2x128x64xf32>) -> tensor<16x128x64xf32>
    %65 = stablehlo.dot_general %57, %64, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %66 = stablehlo.reshape %65 : (tensor<16x128x64xf32>) -> tensor<8x2x128x64xf32>
    %67 = stablehlo.transpose %66, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,128,2,64]{3,1,2,0}"} : (tensor<8x2x128x64xf32>) -> tensor<8x128x2x64xf32>
    %68 = stablehlo.reshape %67 : (tensor<8x128x2x64xf32>) -> tensor<8x128x128xf32>
    %69 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<8x128x128xf32>
    %71 = stablehlo.dot_general %68, %70, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x128xf32>, tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
    %72 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<128xf32>) -> tensor<8x128x128xf32>
    %73 = stablehlo.add %71, %72 : tensor<8x128x128xf32>
    %74 = stablehlo.add %73, %23 : tensor<8x128x128xf32>
    %75 = stablehlo.reshape %74 : (tensor<8x128x128xf32>) -> tensor<1x1024x128xf32>
    %output_11, %batch_mean_12, %batch_var_13 = "stablehlo.batch_norm_training"(%75, %cst_7, %cst_6) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x1024x128xf32>, tensor<1024xf32>, tensor<1024xf32>) -> (tensor<1x1024x128xf32>, tensor<1024xf32>, tensor<1024xf32>)
    %76 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<128xf32>) -> tensor<8x128x128xf32>
    %77 = stablehlo.reshape %output_11 : (tensor<1x1024x128xf32>) -> tensor<8x128x128xf32>
    %78 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<128xf32>) -> tensor<8x128x128xf32>
    %79 = stablehlo.multiply %77, %78 : tensor<8x128x128xf32>
    %80 = stablehlo.add %76, %79 : tensor<8x128x128xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x128x128xf32>) -> tensor<1024x128xf32>
    %82 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,512]{0,1}"} : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %83 = stablehlo.dot_general %81, %82, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x128xf32>, tensor<128x512xf32>) -> tensor<1024x512xf32>
    %84 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<512xf32>) -> tensor<1024x512xf32>
    %85 = stablehlo.add %83, %84 : tensor<1024x512xf32>
    %86 = stablehlo.reshape %85 : (tensor<1024x512xf32>) -> tensor<8x128x512xf32>
    %87 = stablehlo.multiply %86, %cst_1 : tensor<8x128x512xf32>
    %88 = stablehlo.multiply %86, %cst_0 : tensor<8x128x512xf32>
    %89 = stablehlo.custom_call @mhlo.erf(%88) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %90 = stablehlo.add %89, %cst : tensor<8x128x512xf32>
    %91 = stablehlo.multiply %87, %90 : tensor<8x128x512xf32>
    %92 = stablehlo.reshape %91 : (tensor<8x128x512xf32>) -> tensor<1024x512xf32>
    %93 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,128]{0,1}"} : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %94 = stablehlo.dot_general %92, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x128xf32>) -> tensor<1024x128xf32>
    %95 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<128xf32>) -> tensor<1024x128xf32>
    %96 = stablehlo.add %94, %95 : tensor<1024x128xf32>
    %97 = stablehlo.reshape %96 : (tensor<1024x128xf32>) -> tensor<8x128x128xf32>
    %98 = stablehlo.add %97, %80 : tensor<8x128x128xf32>
    %99 = stablehlo.reshape %98 : (tensor<8x128x128xf32>) -> tensor<1x1024x128xf32>
    %output_14, %batch_mean_15, %batch_var_16 = "stablehlo.batch_norm_training"(%99, %cst_7, %cst_6) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x1024x128xf32>, tensor<1024xf32>, tensor<1024xf32>) -> (tensor<1x1024x128xf32>, tensor<1024xf32>, tensor<1024xf32>)
    %100 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<128xf32>) -> tensor<8x128x128xf32>
    %101 = stablehlo.reshape %output_14 : (tensor<1x1024x128xf32>) -> tensor<8x128x128xf32>
    %102 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<128xf32>) -> tensor<8x128x128xf32>
    %103 = stablehlo.multiply %101, %102 : tensor<8x128x128xf32>
    %104 = stablehlo.add %100, %103 : tensor<8x128x128xf32>
    %105 = stablehlo.reshape %104 : (tensor<8x128x128xf32>) -> tensor<1024x128xf32>
    %106 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %107 = stablehlo.dot_general %105, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x128xf32>, tensor<128x128xf32>) -> tensor<1024x128xf32>
    %108 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<128xf32>) -> tensor<1024x128xf32>
    %109 = stablehlo.add %107, %108 : tensor<1024x128xf32>
    %110 = stablehlo.reshape %109 : (tensor<1024x128xf32>) -> tensor<8x128x2x64xf32>
    %111 = stablehlo.transpose %110, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,128,64]{3,1,2,0}"} : (tensor<8x128x2x64xf32>) -> tensor<8x2x128x64xf32>
    %112 = stablehlo.multiply %111, %cst_5 : tensor<8x2x128x64xf32>
    %113 = stablehlo.reshape %112 : (tensor<8x2x128x64xf32>) -> tensor<16x128x64xf32>
    %114 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %115 = stablehlo.dot_general %105, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x128xf32>, tensor<128x128xf32>) -> tensor<1024x128xf32>
    %116 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<128xf32>) -> tensor<1024x128xf32>
    %117 = stablehlo.add %115, %116 : tensor<1024x128xf32>
    %118 = stablehlo.reshape %117 : (tensor<1024x128xf32>) -> tensor<8x128x2x64xf32>
    %119 = stablehlo.transpose %118, dims = [0, 2, 3, 1] : (tensor<8x128x2x64xf32>) -> tensor<8x2x64x128xf32>
    %120 = stablehlo.multiply %119, %cst_4 : tensor<8x2x64x128xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x2x64x128xf32>) -> tensor<16x64x128xf32>
    %122 = stablehlo.dot_general %113, %121, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x64xf32>, tensor<16x64x128xf32>) -> tensor<16x128x128xf32>
    %123 = stablehlo.reshape %122 : (tensor<16x128x128xf32>) -> tensor<8x2x128x128xf32>
    %124 = stablehlo.add %123, %48 : tensor<8x2x128x128xf32>
    %125 = stablehlo.reduce(%124 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x128x128xf32>, tensor<f32>) -> tensor<8x2x128xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<8x2x128xf32>) -> tensor<8x2x128x128xf32>
    %127 = stablehlo.subtract %124, %126 : tensor<8x2x128x128xf32>
    %128 = stablehlo.exponential %127 : tensor<8x2x128x128xf32>
    %129 = stablehlo.reduce(%128 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<8x2x128x128xf32>, tensor<f32>) -> tensor<8x2x128xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<8x2x128xf32>) -> tensor<8x2x128x128xf32>
    %131 = stablehlo.divide %128, %130 : tensor<8x2x128x128xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x2x128x128xf32>) -> tensor<16x128x128xf32>
    %133 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %134 = stablehlo.dot_general %105, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x128xf32>, tensor<128x128xf32>) -> tensor<1024x128xf32>
    %135 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<128xf32>) -> tensor<1024x128xf32>
    %136 = stablehlo.add %134, %135 : tensor<1024x128xf32>
    %137 = stablehlo.reshape %136 : (tensor<1024x128xf32>) -> tensor<8x128x2x64xf32>
    %138 = stablehlo.transpose %137, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,2,128,64]{3,1,2,0}"} : (tensor<8x128x2x64xf32>) -> tensor<8x2x128x64xf32>
    %139 = stablehlo.reshape %138 : (tensor<8x2x128x64xf32>) -> tensor<16x128x64xf32>
    %140 = stablehlo.dot_general %132, %139, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128xf32>, tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %141 = stablehlo.reshape %140 : (tensor<16x128x64xf32>) -> tensor<8x2x128x64xf32>
    %142 = stablehlo.transpose %141, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[8,128,2,64]{3,1,2,0}"} : (tensor<8x2x128x64xf32>) -> tensor<8x128x2x64xf32>
    %143 = stablehlo.reshape %142 : (tensor<8x128x2x64xf32>) -> tensor<8x128x128xf32>
    %144 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [1, 2] : (tensor<128x128xf32>) -> tensor<8x128x128xf32>
    %146 = stablehlo.dot_general %143, %145, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x128xf32>, tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
    %147 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<128xf32>) -> tensor<8x128x128xf32>
    %148 = stablehlo.add %146, %147 : tensor<8x128x128xf32>
    %149 = stablehlo.add %148, %104 : tensor<8x128x128xf32>
    %150 = stablehlo.reshape %149 : (tensor<8x128x128xf32>) -> tensor<1x1024x128xf32>
    %output_17, %batch_mean_18, %batch_var_19 = "stablehlo.batch_norm_training"(%150, %cst_7, %cst_6) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x1024x128xf32>, tensor<1024xf32>, tensor<1024xf32>) -> (tensor<1x1024x128xf32>, tensor<1024xf32>, tensor<1024xf32>)
    %151 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<128xf32>) -> tensor<8x128x128xf32>
    %152 = stablehlo.reshape %output_17 : (tensor<1x1024x128xf32>) -> tensor<8x128x128xf32>
    %153 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<128xf32>) -> tensor<8x128x128xf32>
    %154 = stablehlo.multiply %152, %153 : tensor<8x128x128xf32>
    %155 = stablehlo.add %151, %154 : tensor<8x128x128xf32>
    %156 = stablehlo.reshape %155 : (tensor<8x128x128xf32>) -> tensor<1024x128xf32>
    %157 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,512]{0,1}"} : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %158 = stablehlo.dot_general %156, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x128xf32>, tensor<128x512xf32>) -> tensor<1024x512xf32>
    %159 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<512xf32>) -> tensor<1024x512xf32>
    %160 = stablehlo.add %158, %159 : tensor<1024x512xf32>
    %161 = stablehlo.reshape %160 : (tensor<1024x512xf32>) -> tensor<8x128x512xf32>
    %162 = stablehlo.multiply %161, %cst_1 : tensor<8x128x512xf32>
    %163 = stablehlo.multiply %161, %cst_0 : tensor<8x128x512xf32>
    %164 = stablehlo.custom_call @mhlo.erf(%163) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %165 = stablehlo.add %164, %cst : tensor<8x128x512xf32>
    %166 = stablehlo.multiply %162, %165 : tensor<8x128x512xf32>
    %167 = stablehlo.reshape %166 : (tensor<8x128x512xf32>) -> tensor<1024x512xf32>
    %168 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[512,128]{0,1}"} : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %169 = stablehlo.dot_general %167, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x128xf32>) -> tensor<1024x128xf32>
    %170 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<128xf32>) -> tensor<1024x128xf32>
    %171 = stablehlo.add %169, %170 : tensor<1024x128xf32>
    %172 = stablehlo.reshape %171 : (tensor<1024x128xf32>) -> tensor<8x128x128xf32>
    %173 = stablehlo.add %172, %155 : tensor<8x128x128xf32>
    %174 = stablehlo.reshape %173 : (tensor<8x128x128xf32>) -> tensor<1x1024x128xf32>
    %output_20, %batch_mean_21, %batch_var_22 = "stablehlo.batch_norm_training"(%174, %cst_7, %cst_6) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x1024x128xf32>, tensor<1024xf32>, tensor<1024xf32>) -> (tensor<1x1024x128xf32>, tensor<1024xf32>, tensor<1024xf32>)
    %175 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<128xf32>) -> tensor<8x128x128xf32>
    %176 = stablehlo.reshape %output_20 : (tensor<1x1024x128xf32>) -> tensor<8x128x128xf32>
    %177 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<128xf32>) -> tensor<8x128x128xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<8x128x128xf32>
    %179 = stablehlo.add %175, %178 : tensor<8x128x128xf32>
    return %179 : tensor<8x128x128xf32>
  }
}
