module @compare_reduce_fusion_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @compare_reduce_fusion(%arg0: tensor<2xi64> {llvm.align = 64 : index, llvm.dereferenceable = 16 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<i64> {llvm.align = 64 : index, llvm.dereferenceable = 8 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<8x128xi64> {llvm.align = 64 : index, llvm.dereferenceable = 8192 : index, xla.invariant, xla.slice_index = 2 : index}, %arg3: tensor<i8> {llvm.align = 64 : index, llvm.dereferenceable = 1 : index, xla.slice_index = 3 : index}) -> tensor<i8> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 0 : index]}
    %1 = xla.workgroup_id  y {xla.range = [0 : index, 0 : index]}
    %2 = xla.workgroup_id  z {xla.range = [0 : index, 0 : index]}
    %3 = scf.forall (%arg4, %arg5, %arg6) in (1, 1, 1) shared_outs(%arg7 = %arg3) -> (tensor<i8>) {
      %xla_loop = xla.loop (%arg4, %arg5, %arg6, %0, %1, %2)[] -> () in #xla.indexing_map<"(th_x, th_y, th_z, bl_x, bl_y, bl_z) -> (), domain: th_x in [0, 0], th_y in [0, 0], th_z in [0, 0], bl_x in [0, 0], bl_y in [0, 0], bl_z in [0, 0]"> iter_args(%iter = %arg7) -> (tensor<i8>) {
        %pure_call = xla.pure_call @fused_computation_reduce_2(%arg0, %arg1, %arg2) : (tensor<2xi64>, tensor<i64>, tensor<8x128xi64>) -> i8
        %inserted = tensor.insert %pure_call into %iter[] : tensor<i8>
        xla.yield %inserted : tensor<i8>
      }
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %xla_loop into %arg7[] [] [] : tensor<i8> into tensor<i8>
      }
    }
    return %3 : tensor<i8>
  }
  func.func private @fused_computation_reduce_2(%arg0: tensor<2xi64>, %arg1: tensor<i64>, %arg2: tensor<8x128xi64>) -> i8 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %c0_i8 = arith.constant 0 : i8
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %0 = scf.for %arg3 = %c0 to %c2 step %c1 iter_args(%arg4 = %c0_i8) -> (i8) {
      %1 = scf.for %arg5 = %c0_0 to %c1_1 step %c1 iter_args(%arg6 = %arg4) -> (i8) {
        %2 = scf.for %arg7 = %c0_2 to %c8 step %c1 iter_args(%arg8 = %arg6) -> (i8) {
          %true = arith.constant true
          %3 = scf.if %true -> (i8) {
            %c0_3 = arith.constant 0 : index
            %c0_i64 = arith.constant 0 : i64
            %extracted = tensor.extract %arg1[] : tensor<i64>
            %extracted_4 = tensor.extract %arg0[%arg3] : tensor<2xi64>
            %4 = arith.cmpi slt, %extracted_4, %c0_i64 : i64
            %5 = arith.extui %4 : i1 to i8
            %6 = arith.addi %extracted_4, %extracted : i64
            %extracted_5 = tensor.extract %arg0[%arg3] : tensor<2xi64>
            %7 = arith.select %4, %6, %extracted_5 : i64
            %c0_6 = arith.constant 0 : index
            %8 = arith.index_cast %7 : i64 to index
            %c127 = arith.constant 127 : index
            %9 = arith.minsi %8, %c127 : index
            %10 = arith.maxsi %9, %c0_6 : index
            %11 = arith.addi %10, %arg5 : index
            %12 = arith.addi %arg7, %c0_3 : index
            %extracted_7 = tensor.extract %arg2[%12, %11] : tensor<8x128xi64>
            %13 = arith.cmpi eq, %extracted_7, %c0_i64 : i64
            %14 = arith.extui %13 : i1 to i8
            %15 = func.call @AnyComputation_21_or_28(%arg8, %14) {xla.is_reduction} : (i8, i8) -> i8
            scf.yield %15 : i8
          } else {
            scf.yield %arg8 : i8
          }
          scf.yield %3 : i8
        }
        scf.yield %2 : i8
      }
      scf.yield %1 : i8
    }
    return %0 : i8
  }
  func.func private @AnyComputation_21_or_28(%arg0: i8, %arg1: i8) -> i8 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %0 = arith.ori %arg0, %arg1 : i8
    return %0 : i8
  }
}